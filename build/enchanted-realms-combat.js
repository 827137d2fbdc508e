// Enchanted Realms Combat v0.1.0: the Cool-Down Rondel Hybrid for Roll20.
// Paste this whole file into a new Mod (API) script. Commands: !rondel help (alias !combat help).
// Defines one global, EnchantedRealmsCombat, the public API for other scripts. Built from src/ by `npm run build`.
var EnchantedRealmsCombat = (() => {
  "use strict";
  var Array = globalThis.Array, Boolean = globalThis.Boolean, Error = globalThis.Error, Infinity = globalThis.Infinity, JSON = globalThis.JSON, Map = globalThis.Map, Math = globalThis.Math, Number = globalThis.Number, Object = globalThis.Object, RegExp = globalThis.RegExp, Set = globalThis.Set, String = globalThis.String, Symbol = globalThis.Symbol, WeakMap = globalThis.WeakMap;
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key2 of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key2) && key2 !== except)
          __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
    }
    return to;
  };
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // src/main.ts
  var main_exports = {};
  __export(main_exports, {
    getCount: () => getCount,
    getNextCount: () => getNextCount,
    getOrder: () => getOrder,
    getSnapshot: () => getSnapshot,
    observe: () => observe,
    observeEvents: () => observeEvents,
    version: () => version
  });

  // src/rules/core/numbers.ts
  var MODIFIER_CAP = 5;
  function modifierForScore(score) {
    if (!Number.isFinite(score) || score < 4) return 0;
    return Math.min(MODIFIER_CAP, Math.floor((score - 2) / 2));
  }
  var TIER_KEYS = [
    "black_tower",
    "gray_yak",
    "brown_cow",
    "red_fox",
    "orange_lion",
    "yellow_bird",
    "green_horse",
    "blue_gryphon",
    "purple_lightning"
  ];
  var TIERS = [
    { key: "black_tower", rank: 1, name: "Black Tower", colour: "#1f1f1f", ink: "#ffffff" },
    { key: "gray_yak", rank: 2, name: "Gray Yak", colour: "#8a8a8a", ink: "#1a1a1a" },
    { key: "brown_cow", rank: 3, name: "Brown Cow", colour: "#7b4a21", ink: "#ffffff" },
    { key: "red_fox", rank: 4, name: "Red Fox", colour: "#c62828", ink: "#ffffff" },
    { key: "orange_lion", rank: 5, name: "Orange Lion", colour: "#ef6c00", ink: "#1a1a1a" },
    { key: "yellow_bird", rank: 6, name: "Yellow Bird", colour: "#f9d423", ink: "#222222" },
    { key: "green_horse", rank: 7, name: "Green Horse", colour: "#2e7d32", ink: "#ffffff" },
    { key: "blue_gryphon", rank: 8, name: "Blue Gryphon", colour: "#1565c0", ink: "#ffffff" },
    { key: "purple_lightning", rank: 9, name: "Purple Lightning", colour: "#6a1b9a", ink: "#ffffff" }
  ];
  var DEFAULT_TIER = "red_fox";
  function tierInfo(key2) {
    return TIERS[TIER_KEYS.indexOf(key2)];
  }
  function isTierKey(value) {
    return typeof value === "string" && TIER_KEYS.includes(value);
  }
  function parseTier(input) {
    if (typeof input === "number") {
      return Number.isInteger(input) && input >= 1 && input <= 9 ? TIER_KEYS[input - 1] : void 0;
    }
    if (typeof input !== "string") return void 0;
    const text2 = input.trim().toLowerCase();
    if (/^[1-9]$/.test(text2)) return TIER_KEYS[Number(text2) - 1];
    const squashed = text2.replace(/[\s_\-]+/g, "");
    return TIER_KEYS.find((key2) => key2.replace(/_/g, "") === squashed);
  }
  var MAX_SHEET_HEXES_PER_ROUND = 99;
  var INITIATIVE_ADJUSTMENT_LIMIT = 50;
  var WEAPON_SPEED_LIMIT = 20;
  var TIER_HEXES_PER_ROUND = {
    black_tower: 2,
    gray_yak: 3,
    brown_cow: 5,
    red_fox: 8,
    orange_lion: 10,
    yellow_bird: 12,
    green_horse: 16,
    blue_gryphon: 20,
    purple_lightning: 24
  };

  // src/rules/core/rule-set.ts
  var RULE_SET_IDS = ["rondel", "seconds", "rounds"];
  function isRuleSetId(value) {
    return typeof value === "string" && RULE_SET_IDS.includes(value);
  }
  function hexesNow(read2, most) {
    if (!read2 || read2.hexesPerRound === void 0) return void 0;
    const h = read2.hexesPerRound;
    return h === null || !Number.isFinite(h) ? null : Math.max(0, Math.min(most, Math.trunc(h)));
  }

  // src/rules/core/conditions.ts
  var CONDITION_KEYS = [
    "blind",
    "charmed",
    "deaf",
    "frightened",
    "grappled",
    "incapacitated",
    "invisible",
    "paralyzed",
    "petrified",
    "poisoned",
    "prone",
    "restrained",
    "stunned",
    "unconscious"
  ];
  var CANNOT_ACT = ["incapacitated", "paralyzed", "petrified", "stunned", "unconscious"];
  var CANNOT_MOVE = ["grappled", "restrained", "paralyzed", "petrified", "unconscious"];
  function isConditionKey(value) {
    return typeof value === "string" && CONDITION_KEYS.includes(value);
  }
  function parseCondition(input) {
    const text2 = input.trim().toLowerCase();
    return CONDITION_KEYS.find((key2) => key2 === text2);
  }
  function blocksActing(conditions) {
    if (conditions.length === 0) return void 0;
    return conditions.find((condition2) => CANNOT_ACT.includes(condition2));
  }
  function blocksMoving(conditions) {
    if (conditions.length === 0) return void 0;
    return conditions.find((condition2) => CANNOT_MOVE.includes(condition2));
  }
  function withBrought(add2, remove3) {
    if (!add2.includes("unconscious") || add2.includes("prone") || remove3.includes("prone")) return add2;
    return [...add2, "prone"];
  }
  function conditionChange(held, add2, remove3, only) {
    const added = [...new Set(withBrought(add2, remove3))].filter((k) => (only === void 0 || only(k)) && !held.includes(k) && !remove3.includes(k));
    const removed = [...new Set(remove3)].filter((k) => held.includes(k));
    if (added.length === 0 && removed.length === 0) return null;
    return { added, removed, conditions: [...held.filter((k) => !removed.includes(k)), ...added] };
  }

  // src/rules/core/restrictions.ts
  var RESTRICTION_KEYS = CONDITION_KEYS;
  var ROLL_TAGS = ["body", "sight", "hearing", "preservation", "feat"];
  var ALL_KINDS = ["check", "save", "competition", "attack"];
  var SAVES = ["save", "competition"];
  var BOTH = ["melee", "ranged"];
  var ownAttacks = (effect2) => ({ on: "own-roll", kinds: ["attack"], tag: null, effect: effect2, while: null });
  var saves = (tag2, effect2) => ({ on: "own-roll", kinds: SAVES, tag: tag2, effect: effect2, while: null });
  var against = (effect2, reach = BOTH) => ({ on: "attack-against", reach, effect: effect2 });
  function restriction(key2, fields) {
    return {
      key: key2,
      acting: "free",
      cannotAttackCharmer: false,
      moving: "normal",
      notCloserToFear: false,
      rolls: [],
      dodge: true,
      fallsProne: false,
      hitIsCritical: false,
      onlyCriticalDamages: false,
      immuneTo: [],
      speaks: true,
      aware: true,
      ...fields
    };
  }
  var RESTRICTIONS = {
    blind: restriction("blind", { rolls: [ownAttacks("dis"), against("adv"), saves("sight", "fail")] }),
    charmed: restriction("charmed", { cannotAttackCharmer: true }),
    // page 000: fails preservation and feat saves involving hearing; a feat rolled as a check is one too, as poisoned
    // reads "any feats attempted" (docs/rules.md §11)
    deaf: restriction("deaf", { rolls: [saves("hearing", "fail"), { on: "own-roll", kinds: ["check"], tag: "hearing", with: "feat", effect: "fail", while: null }] }),
    frightened: restriction("frightened", {
      notCloserToFear: true,
      rolls: [{ on: "own-roll", kinds: ALL_KINDS, tag: null, effect: "dis", while: "fear-in-sight" }]
    }),
    grappled: restriction("grappled", { moving: "none" }),
    incapacitated: restriction("incapacitated", { acting: "none" }),
    invisible: restriction("invisible", { rolls: [against("dis"), { on: "die-against", value: -3 }] }),
    paralyzed: restriction("paralyzed", {
      acting: "none",
      moving: "none",
      rolls: [saves("body", "fail"), against("adv")],
      hitIsCritical: true,
      speaks: false
    }),
    petrified: restriction("petrified", {
      acting: "none",
      moving: "none",
      rolls: [saves("body", "fail"), against("adv")],
      onlyCriticalDamages: true,
      immuneTo: ["poison"],
      speaks: false,
      aware: false
    }),
    poisoned: restriction("poisoned", {
      rolls: [ownAttacks("dis"), saves("preservation", "dis"), { on: "own-roll", kinds: ["check", ...SAVES], tag: "feat", effect: "dis", while: null }]
    }),
    prone: restriction("prone", { moving: "crawl", rolls: [ownAttacks("dis"), against("adv", ["melee"]), against("dis", ["ranged"])] }),
    restrained: restriction("restrained", {
      moving: "none",
      rolls: [ownAttacks("dis"), against("adv"), saves("body", "dis")],
      dodge: false
    }),
    stunned: restriction("stunned", { acting: "none", rolls: [saves("body", "fail"), against("adv")] }),
    unconscious: restriction("unconscious", {
      acting: "none",
      moving: "none",
      rolls: [against("adv", ["melee"]), against("dis", ["ranged"])],
      fallsProne: true,
      speaks: false,
      aware: false
    })
  };
  function distinct(conditions) {
    return RESTRICTION_KEYS.filter((key2) => conditions.includes(key2));
  }
  function actingLimit(conditions) {
    const because = distinct(conditions).filter((key2) => RESTRICTIONS[key2].acting === "none");
    return because.length > 0 ? { can: false, because } : { can: true };
  }
  function dodgeBlockedBy(conditions) {
    var _a;
    return (_a = distinct(conditions).find((key2) => !RESTRICTIONS[key2].dodge)) != null ? _a : null;
  }
  function ownRollSources(conditions, roll) {
    var _a, _b;
    const tags = (_a = roll.tags) != null ? _a : [];
    const who2 = (_b = roll.who) != null ? _b : "self";
    const sources = [];
    for (const condition2 of distinct(conditions)) {
      const effects = /* @__PURE__ */ new Set();
      for (const rule of RESTRICTIONS[condition2].rolls) {
        if (rule.on !== "own-roll" || !rule.kinds.includes(roll.kind)) continue;
        if (rule.tag !== null && !tags.includes(rule.tag)) continue;
        if (rule.with !== void 0 && !tags.includes(rule.with)) continue;
        if (rule.while === "fear-in-sight" && roll.fearInSight !== true) continue;
        effects.add(rule.effect);
      }
      for (const effect2 of effects) sources.push({ source: "condition", who: who2, condition: condition2, effect: effect2 });
    }
    return sources;
  }
  function attackAgainstSources(conditions, reach) {
    const sources = [];
    for (const condition2 of distinct(conditions)) {
      for (const rule of RESTRICTIONS[condition2].rolls) {
        if (rule.on === "attack-against" && rule.reach.includes(reach)) {
          sources.push({ source: "condition", who: "target", condition: condition2, effect: rule.effect });
        }
      }
    }
    return sources;
  }
  function diePenalties(targetConditions) {
    const penalties = [];
    for (const condition2 of distinct(targetConditions)) {
      for (const rule of RESTRICTIONS[condition2].rolls) {
        if (rule.on === "die-against") penalties.push({ source: "condition", who: "target", condition: condition2, value: rule.value });
      }
    }
    return penalties;
  }
  function criticalOnHit(targetConditions) {
    var _a;
    return (_a = distinct(targetConditions).find((key2) => RESTRICTIONS[key2].hitIsCritical)) != null ? _a : null;
  }
  function speechBlockedBy(conditions) {
    var _a;
    if (conditions.length === 0) return null;
    return (_a = distinct(conditions).find((key2) => !RESTRICTIONS[key2].speaks)) != null ? _a : null;
  }
  function unawareBy(conditions) {
    var _a;
    if (conditions.length === 0) return null;
    return (_a = distinct(conditions).find((key2) => !RESTRICTIONS[key2].aware)) != null ? _a : null;
  }
  function immuneBy(targetConditions, category) {
    var _a;
    if (category === null || targetConditions.length === 0) return null;
    return (_a = distinct(targetConditions).find((key2) => RESTRICTIONS[key2].immuneTo.includes(category))) != null ? _a : null;
  }
  function onlyCriticalDamages(targetConditions) {
    var _a;
    return (_a = distinct(targetConditions).find((key2) => RESTRICTIONS[key2].onlyCriticalDamages)) != null ? _a : null;
  }

  // src/rules/core/refused.ts
  function rejected(state2, rejection) {
    return { state: state2, events: [{ type: "rejected", ...rejection }] };
  }
  var DODGE_WORDS = /\b(dodg|deflect)/i;
  function dodgeRefused(state2, c, note) {
    if (c === void 0 || !DODGE_WORDS.test(note)) return null;
    const by = dodgeBlockedBy(c.conditions);
    return by === null ? null : rejected(state2, { code: "cannot-dodge", id: c.id, condition: by });
  }
  var UNKNOWN = { code: "unknown-combatant" };
  function newcomers(state2, list, find, events) {
    return list.filter((c) => {
      if (!find(state2, c.id)) return true;
      events.push({ type: "rejected", code: "already-in-combat", id: c.id });
      return false;
    });
  }

  // src/rules/core/rename.ts
  function renamedIn(list, idKey, nameKey, id, name) {
    let out = null;
    for (let i = 0; i < list.length; i += 1) {
      const item = list[i];
      if (item[idKey] !== id || item[nameKey] === name) continue;
      out != null ? out : out = list.slice();
      out[i] = { ...item, [nameKey]: name };
    }
    return out != null ? out : list;
  }

  // src/rules/core/along.ts
  var LOOK_AHEAD = 8;
  function along(list, last, make) {
    const n = list.length;
    const values = new Array(n);
    if (last === null) {
      for (let i = 0; i < n; i += 1) values[i] = make(list[i]);
      return values;
    }
    const before = last.keys;
    const kept = last.values;
    let j = 0;
    for (let i = 0; i < n; i += 1) {
      const key2 = list[i];
      if (before[j] !== key2) j = seekAhead(before, key2, j);
      if (j < before.length && before[j] === key2) {
        values[i] = kept[j];
        j += 1;
      } else values[i] = make(key2);
    }
    return values;
  }
  function seekAhead(before, key2, j) {
    if (before[j] === key2) return j;
    const end2 = Math.min(before.length, j + LOOK_AHEAD);
    for (let k = j + 1; k < end2; k += 1) if (before[k] === key2) return k;
    return j;
  }

  // src/rules/core/rows.ts
  var MOST_ROWS = 4096;
  function rowsBy(value) {
    const rows = /* @__PURE__ */ new Map();
    return (c) => {
      const hit = rows.get(c.id);
      if (hit !== void 0 && hit.c === c) return hit.row;
      if (hit === void 0 && rows.size >= MOST_ROWS) rows.clear();
      const row = { id: c.id, value: value(c) };
      rows.set(c.id, { c, row });
      return row;
    };
  }
  function rowListBy(rowOf3) {
    let last = null;
    return (list) => {
      const rows = along(list, last, rowOf3);
      last = { keys: list, values: rows };
      return rows;
    };
  }

  // src/rules/core/dice.ts
  function rollDice(dice, count, sides) {
    const results = [];
    for (let i = 0; i < count; i += 1) results.push(dice.roll(sides));
    return { count, sides, results };
  }
  function total(roll) {
    let sum = 0;
    const results = roll.results;
    for (let i = 0; i < results.length; i += 1) sum += results[i];
    return sum;
  }

  // src/rules/rondel/actions.ts
  var ACTION_KEYS = ["combat", "dash", "guard", "hide", "magic", "skill", "hold", "reset"];
  function isActionKey(value) {
    return typeof value === "string" && ACTION_KEYS.includes(value);
  }
  var ACTIONS = [
    { key: "combat", label: "Combat", formula: "d4 + 8 + weapon speed, minimum 8", takes: ["speed"], describe: "melee, ranged, battle-magic, grapple, shove, trip" },
    { key: "dash", label: "Dash", formula: "10", takes: [], describe: "double movement at every window until the next action" },
    { key: "guard", label: "Full Guard", formula: "12", takes: [], describe: "attacks against you are at disadvantage for 12 counts" },
    { key: "hide", label: "Hide", formula: "d4 + 8 − modifier, minimum 8", takes: ["mod"], describe: "Agility unless the skill names another" },
    { key: "magic", label: "Magic", formula: "casting time, then d4 + 6 − modifier (minimum 6)", takes: ["cast", "mod"], describe: "axioms (Logic), incantations and divine magic (Faith), devices, scrolls" },
    { key: "skill", label: "Use Skill/Object", formula: "d4 + 8 − modifier, minimum 8", takes: ["mod"], describe: "the skill’s modifier, Agility by default" },
    { key: "hold", label: "Hold", formula: "2d4", takes: [], describe: "wait for a better moment; not twice in a row" },
    { key: "reset", label: "Reset", formula: "d4 + 8", takes: [], describe: "give up a held action and start again" }
  ];
  function actionRow(key2) {
    return ACTIONS.find((row) => row.key === key2);
  }
  var SPECS = {
    combat: { dice: [1, 4], base: 8, minimum: 8 },
    dash: { dice: null, base: 10, minimum: null },
    guard: { dice: null, base: 12, minimum: null },
    hide: { dice: [1, 4], base: 8, minimum: 8 },
    magic: { dice: [1, 4], base: 6, minimum: 6 },
    skill: { dice: [1, 4], base: 8, minimum: 8 },
    hold: { dice: [2, 4], base: 0, minimum: null },
    reset: { dice: [1, 4], base: 8, minimum: null }
  };
  function rollCoolDown(action, input, payChange, dice) {
    var _a;
    const spec = SPECS[action];
    const rolls = [];
    const terms = [];
    if (spec.dice) rolls.push(rollDice(dice, spec.dice[0], spec.dice[1]));
    if (action === "combat" && input.speed) terms.push({ label: "weapon speed", value: input.speed });
    if ((action === "hide" || action === "skill" || action === "magic") && input.mod) {
      terms.push({ label: "modifier", value: -input.mod });
    }
    const changeRoll = payChange ? rollDice(dice, 1, 4) : null;
    let dice0 = 0;
    for (let i = 0; i < rolls.length; i += 1) dice0 += total(rolls[i]);
    let termSum = 0;
    for (let i = 0; i < terms.length; i += 1) termSum += terms[i].value;
    const raw2 = dice0 + spec.base + termSum;
    const clamped = spec.minimum === null ? raw2 : Math.max(spec.minimum, raw2);
    const value = clamped + (changeRoll ? total(changeRoll) : 0);
    return {
      action,
      dice: rolls,
      base: spec.base,
      terms,
      minimum: spec.minimum,
      clamped: clamped !== raw2,
      changeRoll,
      value,
      castTime: action === "magic" ? (_a = input.cast) != null ? _a : 0 : 0
    };
  }
  function countsToNextAction(coolDown) {
    return coolDown.castTime + coolDown.value;
  }
  var RONDEL_PERCEPTION_USE = "for its initiative when it joins a fight";

  // src/rules/core/sequence.ts
  function sequence(state2, transitions) {
    let next2 = state2;
    const events = [];
    for (const transition of transitions) {
      const step = transition(next2);
      const refusal2 = step.events.find((e) => e.type === "rejected");
      if (refusal2) return { state: state2, events: [refusal2] };
      next2 = step.state;
      events.push(...step.events);
    }
    return { state: next2, events };
  }
  function turnsStillDue(events, due) {
    let turns = 0;
    let last = -1;
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type !== "turn-due") continue;
      turns += 1;
      if (e.id === due) last = i;
    }
    if (turns === 0 || turns === 1 && last >= 0) return events;
    return events.filter((e, i) => e.type !== "turn-due" || i === last);
  }

  // src/rules/rondel/limits.ts
  var LIMITS = { speed: 20, mod: 20, cast: 200, count: 1e6 };

  // src/rules/core/recent.ts
  var Recent = class {
    constructor(size) {
      this.size = size;
      /** The keys and their values, the one last asked for or kept first. */
      this.keys = [];
      this.values = [];
    }
    /** What was kept for `key` (the same object), or undefined; a key found is the last asked for now. */
    get(key2) {
      if (this.keys.length > 0 && this.keys[0] === key2) return this.values[0];
      const i = this.keys.indexOf(key2);
      if (i < 0) return void 0;
      const value = this.values[i];
      if (i > 0) this.toFront(i, key2, value);
      return value;
    }
    /** Keeps `value` for `key`, first; the key asked for least lately goes when there is no room. */
    set(key2, value) {
      if (this.keys.length > 0 && this.keys[0] === key2) {
        this.values[0] = value;
        return;
      }
      const i = this.keys.indexOf(key2);
      this.toFront(i < 0 ? Math.min(this.keys.length, this.size - 1) : i, key2, value);
    }
    /** Lets go of every key. */
    clear() {
      this.keys.length = 0;
      this.values.length = 0;
    }
    /** Moves the slots before `i` one on (the one at `i` is overwritten) and puts the key and value first. */
    toFront(i, key2, value) {
      for (let j = i; j > 0; j -= 1) {
        this.keys[j] = this.keys[j - 1];
        this.values[j] = this.values[j - 1];
      }
      this.keys[0] = key2;
      this.values[0] = value;
    }
  };

  // src/rules/core/memo.ts
  var STATES_KEPT = 4;
  function perState(f) {
    const seen2 = new Recent(STATES_KEPT);
    let last = null;
    let lastAnswer = null;
    return (state2) => {
      if (state2 === last && lastAnswer !== null) return lastAnswer.r;
      let hit = seen2.get(state2);
      if (hit === void 0) {
        hit = { r: f(state2) };
        seen2.set(state2, hit);
      }
      last = state2;
      lastAnswer = hit;
      return hit.r;
    };
  }

  // src/rules/core/ties.ts
  function compareRolls(a, b, direction = "lowest") {
    const sign = direction === "lowest" ? 1 : -1;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i += 1) {
      const d = a[i] - b[i];
      if (d !== 0) return sign * d;
    }
    return a.length - b.length;
  }
  function breakTie(group, kept, dice, direction) {
    const members = [...group].sort((a, b) => a.arrival - b.arrival);
    const rolls = new Map(members.map((c) => [c.id, [...kept(c.id)]]));
    const own2 = (c) => rolls.get(c.id);
    let rolled2 = false;
    const separate = (among, level) => {
      for (const c of among) {
        if (own2(c).length <= level) {
          own2(c).push(dice.roll(20));
          rolled2 = true;
        }
      }
      const classes = /* @__PURE__ */ new Map();
      for (const c of among) {
        const key2 = own2(c)[level];
        const bucket = classes.get(key2);
        if (bucket) bucket.push(c);
        else classes.set(key2, [c]);
      }
      for (const bucket of classes.values()) if (bucket.length > 1) separate(bucket, level + 1);
    };
    if (members.length > 1) separate(members, 0);
    const ordered = members.map((c) => ({ id: c.id, rolls: own2(c) })).sort((a, b) => compareRolls(a.rolls, b.rolls, direction));
    return { rolled: rolled2, ordered };
  }
  var NO_ROLLS = [];
  function sameRoll(a, b) {
    return a === b || a !== a && b !== b;
  }
  function leanFits(group, kept) {
    for (let i = 0; i < group.length; i += 1) {
      const c = group[i];
      if (!Number.isFinite(c.arrival)) return false;
      for (let j = 0; j < i; j += 1) if (group[j].id === c.id) return false;
      const own2 = kept[i];
      if (own2 === null || own2 === void 0) continue;
      if (!Array.isArray(own2)) return false;
      for (let k = 0; k < own2.length; k += 1) if (!Number.isFinite(own2[k])) return false;
    }
    return true;
  }
  function separateAt(rolls, among, level, dice) {
    let rolled2 = false;
    for (let x = 0; x < among.length; x += 1) {
      const own2 = rolls[among[x]];
      if (own2.length <= level) {
        own2.push(dice.roll(20));
        rolled2 = true;
      }
    }
    if (among.length > SMALL_GROUP) {
      const buckets = /* @__PURE__ */ new Map();
      for (let x = 0; x < among.length; x += 1) {
        const value = rolls[among[x]][level];
        const bucket = buckets.get(value);
        if (bucket === void 0) buckets.set(value, [among[x]]);
        else bucket.push(among[x]);
      }
      for (const bucket of buckets.values()) if (bucket.length > 1 && separateAt(rolls, bucket, level + 1, dice)) rolled2 = true;
      return rolled2;
    }
    let placed = null;
    for (let x = 0; x < among.length; x += 1) {
      if (placed !== null && placed[x] === true) continue;
      const value = rolls[among[x]][level];
      let bucket = null;
      for (let y = x + 1; y < among.length; y += 1) {
        if (placed !== null && placed[y] === true) continue;
        if (!sameRoll(rolls[among[y]][level], value)) continue;
        if (bucket === null) bucket = [among[x]];
        bucket.push(among[y]);
        if (placed === null) placed = [];
        placed[y] = true;
      }
      if (bucket !== null && separateAt(rolls, bucket, level + 1, dice)) rolled2 = true;
    }
    return rolled2;
  }
  var SMALL_GROUP = 16;
  function breakTieAt(group, kept, dice, direction) {
    var _a;
    const size = group.length;
    if (!leanFits(group, kept)) {
      const byId2 = /* @__PURE__ */ new Map();
      for (let j = 0; j < size; j += 1) byId2.set(group[j].id, kept[j]);
      const plain2 = breakTie(group, (id) => {
        var _a2;
        return (_a2 = byId2.get(id)) != null ? _a2 : NO_ROLLS;
      }, dice, direction);
      const rollsOf = new Map(plain2.ordered.map((o) => [o.id, o.rolls]));
      return { ...plain2, byPlace: group.map((c) => rollsOf.get(c.id)) };
    }
    const arrival = [];
    if (size > SMALL_GROUP) {
      for (let j = 0; j < size; j += 1) arrival.push(j);
      arrival.sort((x, y) => group[x].arrival - group[y].arrival);
    } else
      for (let j = 0; j < size; j += 1) {
        const a = group[j].arrival;
        let k = arrival.length;
        while (k > 0 && group[arrival[k - 1]].arrival > a) {
          arrival[k] = arrival[k - 1];
          k -= 1;
        }
        arrival[k] = j;
      }
    const rolls = [];
    for (let j = 0; j < size; j += 1) rolls.push(((_a = kept[j]) != null ? _a : NO_ROLLS).slice());
    const rolled2 = size > 1 && separateAt(rolls, arrival, 0, dice);
    let ranked = [];
    if (size > SMALL_GROUP) ranked = arrival.slice().sort((x, y) => compareRolls(rolls[x], rolls[y], direction));
    else
      for (let x = 0; x < size; x += 1) {
        const j = arrival[x];
        let k = ranked.length;
        while (k > 0 && compareRolls(rolls[ranked[k - 1]], rolls[j], direction) > 0) {
          ranked[k] = ranked[k - 1];
          k -= 1;
        }
        ranked[k] = j;
      }
    const ordered = [];
    for (let x = 0; x < size; x += 1) {
      const j = ranked[x];
      ordered.push({ id: group[j].id, rolls: rolls[j] });
    }
    return { rolled: rolled2, ordered, byPlace: rolls };
  }
  function lateAt(tie, count) {
    return tie !== null && tie.count === count && tie.late !== void 0 ? tie.late : 0;
  }
  function nextWave(others, count) {
    if (others.length === 0) return 0;
    let last = 0;
    for (const o of others) last = Math.max(last, lateAt(o.tie, count));
    return last + 1;
  }
  function breakTieInWaves(group, kept, waves, dice, direction) {
    let mixed = false;
    for (let j = 1; j < waves.length && !mixed; j += 1) mixed = waves[j] !== waves[0];
    if (!mixed) return breakTieAt(group, kept, dice, direction);
    const order = [...new Set(waves)].sort((a, b) => a - b);
    const byPlace = new Array(group.length);
    const ordered = [];
    let rolled2 = false;
    for (const wave of order) {
      const places = [];
      for (let j = 0; j < group.length; j += 1) if (waves[j] === wave) places.push(j);
      const answer = breakTieAt(
        places.map((j) => group[j]),
        places.map((j) => kept[j]),
        dice,
        direction
      );
      places.forEach((j, x) => byPlace[j] = answer.byPlace[x]);
      if (answer.rolled) {
        rolled2 = true;
        ordered.push(...answer.ordered);
      }
    }
    return { rolled: rolled2, ordered, byPlace };
  }
  function validTie(tie) {
    if (typeof tie !== "object" || tie === null || Array.isArray(tie)) return false;
    const t = tie;
    if (!Number.isInteger(t.count) || !Array.isArray(t.rolls)) return false;
    if (!t.rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= 20)) return false;
    return t.late === void 0 || Number.isInteger(t.late) && t.late >= 1;
  }
  function othersAt(list, at) {
    return list.filter(at);
  }

  // src/rules/core/lookup.ts
  var LINEAR_LOOKUPS = 8;
  var LISTS_KEPT = 4;
  var seen = new Recent(LISTS_KEPT);
  var lastIndexed = null;
  function sameIds(a, b) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (a[i].id !== b[i].id) return false;
    return true;
  }
  function indexOf(list) {
    if (lastIndexed && sameIds(lastIndexed.list, list)) return lastIndexed.at;
    const at = /* @__PURE__ */ new Map();
    for (let i = 0; i < list.length; i += 1) {
      const id = list[i].id;
      if (!at.has(id)) at.set(id, i);
    }
    return at;
  }
  function firstOf(list, id) {
    for (let i = 0; i < list.length; i += 1) if (list[i].id === id) return list[i];
    return void 0;
  }
  var lastList = null;
  var lastSeen = null;
  function findById(list, id) {
    let hit = list === lastList ? lastSeen : seen.get(list);
    if (hit === void 0 || hit === null) {
      hit = { uses: 0, at: null };
      seen.set(list, hit);
    }
    if (list !== lastList) {
      lastList = list;
      lastSeen = hit;
    }
    let at = hit.at;
    if (at === null) {
      hit.uses += 1;
      if (hit.uses < LINEAR_LOOKUPS) return firstOf(list, id);
      at = indexOf(list);
      hit.at = at;
      lastIndexed = { list, at };
    }
    const i = at.get(id);
    return i === void 0 ? void 0 : list[i];
  }
  function lastById(list, id) {
    for (let j = list.length - 1; j >= 0; j -= 1) if (list[j].id === id) return list[j];
    return void 0;
  }

  // src/rules/core/sorted.ts
  var lastOf = /* @__PURE__ */ new WeakMap();
  var MOST_NEW = 0.25;
  function insert(order, x, compare2) {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (compare2(order[mid], x) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, x);
  }
  function replaceInPlace(order, was, now, compare2) {
    for (let k = 0; k < now.length; k += 1) {
      const x = now[k];
      const at = order.indexOf(was[k]);
      if (at < 0) return false;
      if (at > 0 && compare2(order[at - 1], x) >= 0) return false;
      if (at + 1 < order.length && compare2(x, order[at + 1]) >= 0) return false;
      order[at] = x;
    }
    return true;
  }
  var FEW_GONE = 4;
  function withoutGone(order, gone) {
    if (gone.length > FEW_GONE) return everyBut(order, gone);
    const kept = order.slice();
    for (let g = 0; g < gone.length; g += 1) {
      const x = gone[g];
      const at = kept.indexOf(x);
      if (at < 0) continue;
      kept.splice(at, 1);
      if (kept.indexOf(x, at) >= 0) return everyBut(order, gone);
    }
    return kept;
  }
  function everyBut(order, gone) {
    const set2 = new Set(gone);
    return order.filter((x) => !set2.has(x));
  }
  function sortedBy(list, compare2) {
    const last = lastOf.get(compare2);
    if (last && last.list === list) return last.order.slice();
    return sortedAfter(list, compare2, last);
  }
  function sortedView(list, compare2) {
    const last = lastOf.get(compare2);
    if (last && last.list === list) return last.order;
    return sortedAfter(list, compare2, last);
  }
  function sortedAfter(list, compare2, last) {
    let order;
    if (last && list.length > 8 && list.length === last.list.length) {
      const gone = [];
      const added = [];
      let kept = null;
      let keptWas = null;
      const lastList2 = last.list;
      for (let i = 0; i < list.length; i += 1) {
        const x = list[i];
        const was = lastList2[i];
        if (x === was) continue;
        if (compare2(was, x) === 0) {
          (kept != null ? kept : kept = []).push(x);
          (keptWas != null ? keptWas : keptWas = []).push(was);
        } else {
          gone.push(was);
          added.push(x);
        }
      }
      if (added.length > list.length * MOST_NEW) order = list.slice().sort(compare2);
      else {
        order = withoutGone(last.order, gone);
        if (kept !== null && !replaceInPlace(order, keptWas, kept, compare2)) order = list.slice().sort(compare2);
        else {
          for (let a = 0; a < added.length; a += 1) insert(order, added[a], compare2);
          if (order.length !== list.length) order = [...list].sort(compare2);
        }
      }
    } else if (last && list.length > 8) {
      const present2 = new Set(list);
      const kept = /* @__PURE__ */ new Set();
      order = [];
      for (const x of last.order) {
        if (present2.has(x) && !kept.has(x)) {
          kept.add(x);
          order.push(x);
        }
      }
      const added = list.length - order.length;
      if (added > list.length * MOST_NEW) order = [...list].sort(compare2);
      else for (const x of list) if (!kept.has(x)) insert(order, x, compare2);
      if (order.length !== list.length) order = [...list].sort(compare2);
    } else order = [...list].sort(compare2);
    if (last) {
      last.list = list;
      last.order = order;
    } else lastOf.set(compare2, { list, order });
    return order;
  }

  // src/rules/rondel/order.ts
  var NO_ROLLS2 = [];
  function compareCombatants(a, b) {
    if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
    const count = a.nextAt;
    const ta = a.tie && a.tie.count === count ? a.tie : null;
    const tb = b.tie && b.tie.count === count ? b.tie : null;
    const late = (ta !== null && ta.late !== void 0 ? ta.late : 0) - (tb !== null && tb.late !== void 0 ? tb.late : 0);
    if (late !== 0) return late;
    const rolls = compareRolls(ta !== null ? ta.rolls : NO_ROLLS2, tb !== null ? tb.rolls : NO_ROLLS2);
    if (rolls !== 0) return rolls;
    if (a.arrival !== b.arrival) return a.arrival - b.arrival;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }
  function rondelOrder(state2) {
    return sortedBy(state2.combatants, compareCombatants);
  }
  function rondelOrderView(state2) {
    return sortedView(state2.combatants, compareCombatants);
  }
  var currentCombatant = perState((state2) => {
    const first = rondelOrderView(state2)[0];
    return first !== void 0 && first.nextAt <= state2.counter ? first : void 0;
  });
  function findCombatant(state2, id) {
    return findById(state2.combatants, id);
  }

  // src/rules/core/shape.ts
  function hasKeys(o, keys) {
    let i = 0;
    for (const key2 in o) {
      if (key2 !== keys[i]) return false;
      i += 1;
    }
    return i === keys.length;
  }
  function plain(v) {
    return typeof v === "string" || typeof v === "boolean" || typeof v === "number" && Number.isFinite(v);
  }
  function sameJson(a, b) {
    const keys = [];
    for (const key2 in a) {
      const v = a[key2];
      if (!plain(v)) return JSON.stringify(a) === JSON.stringify(b);
      keys.push(key2);
    }
    let i = 0;
    for (const key2 in b) {
      const v = b[key2];
      if (!plain(v)) return JSON.stringify(a) === JSON.stringify(b);
      if (key2 !== keys[i] || v !== a[key2]) return false;
      i += 1;
    }
    return i === keys.length;
  }

  // src/rules/rondel/copy.ts
  var COMBATANT_KEYS = [
    "id",
    "name",
    "tier",
    "perceptionMod",
    "initiativeAdjustment",
    "nextAt",
    "tie",
    "arrival",
    "lastAction",
    "markers",
    "conditions"
  ];
  var STATE_KEYS = ["counter", "combatants", "spells", "nextArrival"];
  function combatantWith(c, changes) {
    if (!hasKeys(c, COMBATANT_KEYS)) return { ...c, ...changes };
    return {
      id: c.id,
      name: "name" in changes ? changes.name : c.name,
      tier: "tier" in changes ? changes.tier : c.tier,
      perceptionMod: "perceptionMod" in changes ? changes.perceptionMod : c.perceptionMod,
      initiativeAdjustment: c.initiativeAdjustment,
      nextAt: "nextAt" in changes ? changes.nextAt : c.nextAt,
      tie: "tie" in changes ? changes.tie : c.tie,
      arrival: c.arrival,
      lastAction: "lastAction" in changes ? changes.lastAction : c.lastAction,
      markers: "markers" in changes ? changes.markers : c.markers,
      conditions: "conditions" in changes ? changes.conditions : c.conditions
    };
  }
  function stateWith(state2, changes) {
    if (!hasKeys(state2, STATE_KEYS)) return { ...state2, ...changes };
    return {
      counter: "counter" in changes ? changes.counter : state2.counter,
      combatants: "combatants" in changes ? changes.combatants : state2.combatants,
      spells: "spells" in changes ? changes.spells : state2.spells,
      nextArrival: "nextArrival" in changes ? changes.nextArrival : state2.nextArrival
    };
  }

  // src/rules/core/typed-numbers.ts
  function checkInteger(value, field, low, high) {
    if (value === void 0) return null;
    if (!Number.isInteger(value) || value < low || value > high) return { code: "bad-value", field, low, high };
    return null;
  }
  function sanitizeInteger(value, fallback = 0) {
    return Number.isFinite(value) ? Math.trunc(value) : fallback;
  }

  // src/rules/rondel/settle-ties.ts
  function settleTies(state2, count, dice, own2 = false) {
    const group = [];
    const at = [];
    const list = state2.combatants;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i];
      if (c.nextAt !== count) continue;
      group.push(c);
      at.push(i);
    }
    if (group.length < 2) return { state: state2, event: null };
    const kept = [];
    const waves = [];
    for (let j = 0; j < group.length; j += 1) {
      const c = group[j];
      kept.push(c.tie && c.tie.count === count ? c.tie.rolls : null);
      waves.push(lateAt(c.tie, count));
    }
    const { rolled: rolled2, ordered, byPlace } = breakTieInWaves(group, kept, waves, dice, "lowest");
    if (!rolled2) return { state: state2, event: null };
    const combatants = own2 ? state2.combatants : state2.combatants.slice();
    for (let j = 0; j < group.length; j += 1) {
      const c = group[j];
      const own3 = byPlace[j];
      const late = waves[j];
      if (own3.length === 0 && late === 0) continue;
      if (!sameTie(c.tie, count, own3, late)) combatants[at[j]] = combatantWith(c, { tie: late === 0 ? { count, rolls: own3 } : { count, rolls: own3, late } });
    }
    return { state: own2 ? state2 : stateWith(state2, { combatants }), event: { type: "tie-broken", count, direction: "lowest", rolls: ordered } };
  }
  function sameTie(tie, count, rolls, late) {
    if (!tie || tie.count !== count || tie.rolls.length !== rolls.length) return false;
    for (let i = 0; i < rolls.length; i += 1) if (tie.rolls[i] !== rolls[i]) return false;
    const keys = Object.keys(tie);
    if (late !== 0) return keys.length === 3 && keys[0] === "count" && keys[1] === "rolls" && keys[2] === "late" && tie.late === late;
    return keys.length === 2 && keys[0] === "count" && keys[1] === "rolls";
  }

  // src/rules/rondel/transition.ts
  function replace(state2, was, updated) {
    const combatants = state2.combatants.slice();
    const at = combatants.indexOf(was);
    if (at >= 0) combatants[at] = updated;
    else for (let i = 0; i < combatants.length; i += 1) if (combatants[i].id === updated.id) combatants[i] = updated;
    return stateWith(state2, { combatants });
  }
  function turnKey(counter, current) {
    return `${counter}:${current.id}:${current.nextAt}`;
  }
  function sameTurn(counterA, a, counterB, b) {
    if (typeof counterA !== "number" || typeof counterB !== "number" || typeof a.nextAt !== "number" || typeof b.nextAt !== "number") {
      return turnKey(counterA, a) === turnKey(counterB, b);
    }
    return a.id === b.id && (counterA === counterB || String(counterA) === String(counterB)) && (a.nextAt === b.nextAt || String(a.nextAt) === String(b.nextAt));
  }
  function finish(before, state2, events) {
    var _a;
    const current = currentCombatant(state2);
    if (current) {
      const was = currentCombatant(before);
      if (!was || !sameTurn(state2.counter, current, before.counter, was)) {
        events.push({ type: "turn-due", id: current.id, count: state2.counter, blockedBy: (_a = blocksActing(current.conditions)) != null ? _a : null });
      }
    }
    return { state: state2, events };
  }

  // src/rules/core/effects.ts
  var MARKER_TAG = /^[\w-]+(::\d+)?$/;
  var STANDING_UP = "Standing up";
  function timesItsCondition(e) {
    return e.condition !== null && e.name.toLowerCase() === e.condition;
  }
  function onlyTimesItsCondition(e) {
    return timesItsCondition(e) || e.name === STANDING_UP && e.condition === "prone";
  }
  function otherTimersOf(state2, bearers, key2) {
    return effectsOf(state2).filter((e) => bearers.includes(e.bearer) && e.condition === key2 && e.name.toLowerCase() !== key2 && onlyTimesItsCondition(e));
  }
  function pendingEffectsOf(state2) {
    const list = state2.pendingEffects;
    if (!Array.isArray(list)) return [];
    const fits2 = (p) => p !== null && typeof p === "object" && typeof p.caster === "string" && typeof p.name === "string" && Number.isInteger(p.n) && ["counts", "seconds", "rounds", "actions"].includes(p.unit);
    return list.every(fits2) ? list : list.filter(fits2);
  }
  function withPendingEffects(state2, pending) {
    if (pending.length === 0 && !("pendingEffects" in state2)) return state2;
    return { ...state2, pendingEffects: pending };
  }
  function effectsOf(state2) {
    var _a;
    return (_a = state2.effects) != null ? _a : [];
  }
  function withEffects(state2, effects) {
    if (effects.length === 0 && !("effects" in state2)) return state2;
    return { ...state2, effects };
  }
  function withoutLeaver(state2, id) {
    const w = state2;
    const effects = w.effects;
    const pending = w.pendingEffects;
    const bears = effects !== void 0 && effects !== null && effects.some((e) => e.bearer === id);
    const casts = Array.isArray(pending) && pending.some((p) => p !== null && typeof p === "object" && p.caster === id);
    if (!bears && !casts) return state2;
    let next2 = state2;
    if (bears) next2 = { ...next2, effects: effects.filter((e) => e.bearer !== id) };
    if (casts) next2 = { ...next2, pendingEffects: pending.filter((p) => p === null || typeof p !== "object" || p.caster !== id) };
    return next2;
  }
  function firstStopBefore(state2, after, before) {
    let first = before;
    const effects = state2.effects;
    if (effects === void 0 || effects === null) return first;
    for (let i = 0; i < effects.length; i += 1) {
      const e = effects[i];
      if (e.ends.kind === "clock" && e.ends.at > after && e.ends.at < first) first = e.ends.at;
    }
    return first;
  }
  function ended(e, clock, round) {
    switch (e.ends.kind) {
      case "clock":
        return clock >= e.ends.at;
      case "round":
        return round !== null && round >= e.ends.at;
      case "actions":
        return e.ends.left <= 0;
    }
  }
  function tickEffects(effects, events, clock, round) {
    var _a, _b, _c, _d, _e, _f;
    if (effects.length === 0) return { effects, ended: [] };
    const used = /* @__PURE__ */ new Map();
    const turnsEnded = /* @__PURE__ */ new Map();
    for (const ev of events) {
      if ("counted" in ev && ev.counted === true) continue;
      if (ev.type === "action-declared" && ev.action !== "hold" && ev.turnGoesOn !== true) used.set(ev.id, ((_a = used.get(ev.id)) != null ? _a : 0) + 1);
      else if (ev.type === "turn-ended") turnsEnded.set(ev.id, ((_b = turnsEnded.get(ev.id)) != null ? _b : 0) + 1);
      else if (ev.type === "casting-continues") used.set(ev.id, ((_c = used.get(ev.id)) != null ? _c : 0) + 1);
      else if (ev.type === "action-carried") used.set(ev.id, ((_d = used.get(ev.id)) != null ? _d : 0) + 1);
    }
    const kept = [];
    const gone = [];
    for (const e of effects) {
      const ends = (_e = turnsEnded.get(e.bearer)) != null ? _e : 0;
      const skip = ends > 0 && e.afterAction === true;
      const n = ((_f = used.get(e.bearer)) != null ? _f : 0) + ends - (skip ? 1 : 0);
      const own2 = skip ? withoutAfterAction(e) : e;
      const next2 = own2.ends.kind === "actions" && n > 0 ? { ...own2, ends: { kind: "actions", left: own2.ends.left - n } } : own2;
      (ended(next2, clock, round) ? gone : kept).push(next2);
    }
    return { effects: gone.length === 0 && kept.every((e, i) => e === effects[i]) ? effects : kept, ended: gone };
  }
  function withoutAfterAction(e) {
    const { afterAction: _, ...rest } = e;
    return rest;
  }
  function usesTurn(ev) {
    if (ev.type === "action-declared") return ev.action !== "hold" && ev.turnGoesOn !== true;
    return ev.type === "turn-ended" || ev.type === "casting-continues" || ev.type === "action-carried";
  }
  function settleTurnsUsed(state2, events, clock, round, lift) {
    const effects = state2.effects;
    if (effects === void 0 || effects === null || !effects.some((e) => e.ends.kind === "actions")) return state2;
    if (!events.some((ev) => usesTurn(ev) && !("counted" in ev && ev.counted === true))) return state2;
    const ticked = tickEffects(effects, events, clock, round);
    for (let i = 0; i < events.length; i += 1) {
      const ev = events[i];
      if (usesTurn(ev) && !("counted" in ev && ev.counted === true)) events[i] = { ...ev, counted: true };
    }
    if (ticked.effects === effects) return state2;
    return endEffects(withEffects(state2, ticked.effects), ticked.ended, clock, lift, events, false);
  }
  function expireOnArrival(state2, clock, round, lift, events) {
    const effects = state2.effects;
    if (effects === void 0 || effects === null || effects.length === 0) return state2;
    let gone = null;
    for (let i = 0; i < effects.length; i += 1) {
      const e = effects[i];
      if (e.ends.kind !== "actions" && ended(e, clock, round)) (gone != null ? gone : gone = []).push(e);
    }
    if (gone === null) return state2;
    const over = gone;
    return endEffects(withEffects(state2, effects.filter((e) => !over.includes(e))), over, clock, lift, events, false);
  }
  function endEffects(state2, gone, clock, lift, events, turns) {
    let next2 = state2;
    const kept = effectsOf(state2);
    for (const e of gone) {
      const bearer = next2.combatants.find((c) => c.id === e.bearer);
      const heldBy = e.name === STANDING_UP && e.condition === "prone" && bearer ? blocksMoving(bearer.conditions) : null;
      if (heldBy) {
        events.push({ type: "effect-ended", id: e.bearer, name: e.name, count: clock, heldBy });
        continue;
      }
      events.push({ type: "effect-ended", id: e.bearer, name: e.name, count: clock });
      if (!e.condition || kept.some((x) => x.bearer === e.bearer && x.condition === e.condition)) continue;
      if (!bearer) continue;
      const lifted = lift(next2, e.bearer, [e.condition]);
      next2 = lifted.state;
      for (const ev of lifted.events) if (turns || ev.type !== "turn-due") events.push(ev);
    }
    return next2;
  }
  function validateEffects(value) {
    if (value === void 0) return [];
    if (!Array.isArray(value)) return ["effects is not a list"];
    const problems = [];
    value.forEach((e, i) => {
      var _a;
      const x = e;
      const ends = (_a = x == null ? void 0 : x.ends) != null ? _a : null;
      const ok = x !== null && typeof x === "object" && typeof x.bearer === "string" && typeof x.name === "string" && (x.marker === null || typeof x.marker === "string" && MARKER_TAG.test(x.marker)) && (x.condition === null || isConditionKey(x.condition)) && (x.by === void 0 || typeof x.by === "string") && (x.afterAction === void 0 || x.afterAction === true) && Number.isInteger(x.from) && ends !== null && typeof ends === "object" && (ends.kind === "clock" || ends.kind === "round" ? Number.isInteger(ends.at) : ends.kind === "actions" && Number.isInteger(ends.left));
      if (!ok) problems.push(`effects[${i}] is malformed`);
    });
    return problems;
  }

  // src/rules/rondel/joining.ts
  function emptyCombat() {
    return { counter: 1, combatants: [], spells: [], nextArrival: 0 };
  }
  function rollInitiative(dice, c) {
    const roll = dice.roll(12);
    return { roll, first: Math.max(1, roll - sanitizeInteger(c.perceptionMod) + sanitizeInteger(c.initiativeAdjustment)) };
  }
  function startCombat(list, dice) {
    const empty2 = emptyCombat();
    if (list.length === 0) return rejected(empty2, { code: "no-combatants" });
    const events = [{ type: "combat-started", counter: 1 }];
    return finish(empty2, join(empty2, list, dice, false, events), events);
  }
  function joinCombat(state2, list, dice) {
    const events = [];
    const fresh = newcomers(state2, list, findCombatant, events);
    if (fresh.length === 0) return { state: state2, events };
    return finish(state2, join(state2, fresh, dice, true, events), events);
  }
  function join(state2, list, dice, joining, events) {
    var _a;
    let next2 = state2;
    const seen2 = new Set(state2.combatants.map((c) => c.id));
    const counts = /* @__PURE__ */ new Set();
    for (const c of list) {
      if (seen2.has(c.id)) continue;
      seen2.add(c.id);
      const placed = joining && Number.isInteger(c.placed) && c.placed >= state2.counter && c.placed <= LIMITS.count ? c.placed : null;
      const late = placed === state2.counter ? nextWave(othersAt(next2.combatants, (x) => x.nextAt === placed), placed) : 0;
      const { roll, first } = placed === null ? rollInitiative(dice, c) : { roll: 0, first: 0 };
      const nextAt = placed != null ? placed : joining ? state2.counter + first : first;
      const combatant = {
        id: c.id,
        name: c.name,
        tier: c.tier,
        perceptionMod: sanitizeInteger(c.perceptionMod),
        initiativeAdjustment: sanitizeInteger(c.initiativeAdjustment),
        nextAt,
        tie: late === 0 ? null : { count: nextAt, rolls: [], late },
        arrival: next2.nextArrival,
        lastAction: null,
        markers: [],
        conditions: [...new Set((_a = c.conditions) != null ? _a : [])]
      };
      next2 = stateWith(next2, { combatants: [...next2.combatants, combatant], nextArrival: next2.nextArrival + 1 });
      counts.add(nextAt);
      const terms = [
        ...combatant.perceptionMod ? [{ label: "Perception", value: -combatant.perceptionMod }] : [],
        ...combatant.initiativeAdjustment ? [{ label: "adjustment", value: combatant.initiativeAdjustment }] : []
      ];
      const base = joining ? state2.counter : 0;
      if (placed !== null) events.push({ type: "initiative-rolled", id: c.id, dice: [], sides: 12, terms: [], value: nextAt, base: 0, joining, count: nextAt, placed: true });
      else events.push({ type: "initiative-rolled", id: c.id, dice: [roll], sides: 12, terms, value: nextAt, base, joining, count: nextAt });
    }
    for (const count of [...counts].sort((a, b) => a - b)) {
      const settled = settleTies(next2, count, dice);
      next2 = settled.state;
      if (settled.event) events.push(settled.event);
    }
    return next2;
  }
  function leaveCombat(state2, id) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const casting = state2.spells.some((x) => x.casterId === id);
    const left = stateWith(state2, { combatants: state2.combatants.filter((x) => x.id !== id), ...casting ? { spells: state2.spells.filter((x) => x.casterId !== id) } : {} });
    const next2 = withoutLeaver(left, id);
    return finish(state2, next2, [{ type: "left", id, name: c.name }]);
  }

  // src/rules/rondel/windows.ts
  var DEFAULT_PATTERN = {
    black_tower: [1, 0, 1, 0],
    gray_yak: [1, 1, 1, 0],
    brown_cow: [2, 1, 1, 1],
    red_fox: [2, 2, 2, 2],
    orange_lion: [3, 3, 2, 2],
    yellow_bird: [3, 3, 3, 3],
    green_horse: [4, 4, 4, 4],
    blue_gryphon: [5, 5, 5, 5],
    purple_lightning: [6, 6, 6, 6]
  };
  var WINDOW_EVERY = 3;
  function isWindow(count) {
    return Number.isInteger(count) && count > 0 && count % WINDOW_EVERY === 0;
  }
  function cycleLength(pattern) {
    return pattern.red_fox.length;
  }
  function windowIndex(count, pattern = DEFAULT_PATTERN) {
    const length = cycleLength(pattern);
    return ((count / WINDOW_EVERY - 1) % length + length) % length;
  }
  function everMoves(tier, pattern = DEFAULT_PATTERN) {
    return pattern[tier].some((hexes) => hexes > 0);
  }
  function isOpportunity(tier, hexes, pattern = DEFAULT_PATTERN) {
    return hexes > 0 || !everMoves(tier, pattern);
  }
  function tierHexes(tier, count, pattern = DEFAULT_PATTERN) {
    var _a;
    if (!isWindow(count)) return 0;
    return (_a = pattern[tier][windowIndex(count, pattern)]) != null ? _a : 0;
  }
  function windowTable(count, pattern = DEFAULT_PATTERN) {
    var _a;
    const window = isWindow(count);
    const at = window ? windowIndex(count, pattern) : 0;
    const table = [];
    for (let t = 0; t < TIER_KEYS.length; t += 1) {
      const tier = TIER_KEYS[t];
      table.push({ tier, hexes: window ? (_a = pattern[tier][at]) != null ? _a : 0 : 0 });
    }
    return table;
  }
  function validatePattern(pattern) {
    const problems = [];
    if (typeof pattern !== "object" || pattern === null) return ["the movement pattern is not a table"];
    const table = pattern;
    let length;
    for (const tier of TIER_KEYS) {
      const row = table[tier];
      if (!Array.isArray(row)) {
        problems.push(`tier ${tier} has no row`);
        continue;
      }
      if (length === void 0) length = row.length;
      if (row.length !== length || row.length < 1 || row.length > 12) problems.push(`tier ${tier} has ${row.length} windows`);
      if (!row.every((h) => Number.isInteger(h) && h >= 0 && h <= 99)) problems.push(`tier ${tier} has a value that is not 0..99`);
    }
    return problems;
  }

  // src/rules/rondel/markers.ts
  function keptThroughTurn(m, count) {
    return m.kind === "dashing" && m.until === void 0 && m.from < count && isWindow(count) ? { kind: "dashing", from: m.from, until: count } : null;
  }
  function untilNextTurn(m) {
    return m.kind === "holding" || m.kind === "dashing";
  }
  function expired(c, m, count) {
    if (m.kind === "dashing") return m.until === void 0 ? c.nextAt < count : m.until < count;
    return m.kind === "holding" ? c.nextAt <= count : m.until <= count;
  }

  // src/rules/core/stand.ts
  function stoodAt(state2, id, at) {
    const list = state2.stoodUp;
    if (list === void 0) return false;
    for (let i = 0; i < list.length; i += 1) {
      const s = list[i];
      if (s.id === id && s.at === at) return true;
    }
    return false;
  }
  function withStoodUp(state2, id, at) {
    var _a;
    const kept = ((_a = state2.stoodUp) != null ? _a : []).filter((s) => s.at === at && s.id !== id);
    return { ...state2, stoodUp: [...kept, { id, at }] };
  }
  function standRefusal(c) {
    if (!c.conditions.includes("prone")) return { code: "not-prone", id: c.id };
    const held = blocksMoving(c.conditions);
    return held ? { code: "cannot-stand", id: c.id, condition: held } : null;
  }
  function pronesLetGo(effects, id) {
    if (!effects.some((e) => e.bearer === id && e.condition === "prone")) return effects;
    return effects.flatMap((e) => e.bearer !== id || e.condition !== "prone" ? [e] : onlyTimesItsCondition(e) ? [] : [{ ...e, condition: null }]);
  }
  function standUp(state2, id, at, lift, allowanceSpent = true, before = []) {
    const lifted = lift(state2, id, ["prone"]);
    const events = [...before, ...lifted.events.filter((e) => e.type !== "conditions-changed")];
    events.push({ type: "stood-up", id, count: at });
    const effects = effectsOf(lifted.state);
    const next2 = pronesLetGo(effects, id);
    const up = next2 === effects ? lifted.state : withEffects(lifted.state, next2);
    return { state: allowanceSpent ? withStoodUp(up, id, at) : up, events };
  }
  function standingUp(step, id, from, until) {
    const effects = pronesLetGo(effectsOf(step.state), id);
    const effect2 = { bearer: id, name: STANDING_UP, marker: null, condition: "prone", from, ends: { kind: "clock", at: until } };
    return {
      state: withEffects(step.state, [...effects, effect2]),
      events: [...step.events, { type: "effect-started", id, name: STANDING_UP, count: from, ends: effect2.ends }]
    };
  }
  function validateStoodUp(value) {
    if (value === void 0) return [];
    if (!Array.isArray(value)) return ["stoodUp is not a list"];
    const problems = [];
    value.forEach((s, i) => {
      const x = s;
      if (x === null || typeof x !== "object" || typeof x.id !== "string" || !Number.isInteger(x.at)) problems.push(`stoodUp[${i}] is malformed`);
    });
    return problems;
  }

  // src/rules/rondel/overrides.ts
  var liftConditions = (state2, id, remove3) => changeConditions(state2, id, [], remove3);
  function setNextCount(state2, id, count, dice) {
    return setNextCounts(state2, [id], count, dice);
  }
  function setNextCounts(state2, ids, count, dice) {
    if (!Number.isInteger(count) || count > LIMITS.count) return rejected(state2, { code: "bad-value", field: "count", low: 1, high: LIMITS.count });
    const events = [];
    const late = count === state2.counter ? nextWave(othersAt(state2.combatants, (c) => c.nextAt === count), count) : 0;
    let moved = state2;
    for (const id of ids) {
      const c = findCombatant(moved, id);
      if (!c) return rejected(state2, UNKNOWN);
      if (count < state2.counter) return rejected(state2, { code: "count-in-past", count, counter: state2.counter });
      if (count === c.nextAt) continue;
      events.push({ type: "overridden", id, field: "nextAt", from: c.nextAt, to: count });
      let markers = c.markers;
      if (count <= state2.counter) {
        const kept = [];
        for (const m of markers) {
          const left = untilNextTurn(m) ? keptThroughTurn(m, count) : m;
          if (left) kept.push(left);
          else events.push({ type: "marker-expired", id, marker: m.kind });
        }
        markers = kept;
      }
      moved = replace(moved, c, combatantWith(c, { nextAt: count, tie: late === 0 ? null : { count, rolls: [], late }, markers }));
    }
    if (moved === state2) return { state: state2, events: [] };
    const settled = settleTies(moved, count, dice);
    if (settled.event) events.push(settled.event);
    return finish(state2, settled.state, events);
  }
  function setTier(state2, id, tier) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (c.tier === tier) return { state: state2, events: [] };
    return { state: replace(state2, c, { ...c, tier }), events: [{ type: "overridden", id, field: "tier", from: c.tier, to: tier }] };
  }
  function setPerception(state2, id, mod) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.mod) return rejected(state2, { code: "bad-value", field: "perception", low: -LIMITS.mod, high: LIMITS.mod });
    if (c.perceptionMod === mod) return { state: state2, events: [] };
    return {
      state: replace(state2, c, { ...c, perceptionMod: mod }),
      events: [{ type: "overridden", id, field: "perceptionMod", from: c.perceptionMod, to: mod }]
    };
  }
  function changeConditions(state2, id, add2, remove3) {
    var _a, _b;
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const change = conditionChange(c.conditions, add2, remove3);
    if (!change) return { state: state2, events: [] };
    const { added, removed, conditions } = change;
    const events = [{ type: "conditions-changed", id, added, removed }];
    const next2 = replace(state2, c, combatantWith(c, { conditions }));
    if (((_a = currentCombatant(next2)) == null ? void 0 : _a.id) === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
      events.push({ type: "turn-due", id, count: state2.counter, blockedBy: (_b = blocksActing(conditions)) != null ? _b : null });
    }
    return { state: next2, events };
  }

  // src/rules/rondel/kept.ts
  function keptAt(state2, id, count) {
    const list = state2.keptAt;
    if (list === void 0) return null;
    for (let i = 0; i < list.length; i += 1) {
      const k = list[i];
      if (k.id === id && k.at === count) return k.conditions;
    }
    return null;
  }
  function liftAfterTurn(state2, id, remove3) {
    var _a, _b, _c, _d;
    const step = liftConditions(state2, id, remove3);
    const at = state2.counter;
    if (step.state === state2 || !isWindow(at)) return step;
    const had = (_b = (_a = findCombatant(state2, id)) == null ? void 0 : _a.conditions) != null ? _b : [];
    const lifted = remove3.filter((k) => had.includes(k));
    if (lifted.length === 0) return step;
    const others = ((_c = state2.keptAt) != null ? _c : []).filter((k) => k.at === at && k.id !== id);
    const mine = (_d = keptAt(state2, id, at)) != null ? _d : [];
    const kept = { id, at, conditions: [...mine, ...lifted.filter((k) => !mine.includes(k))] };
    return { state: { ...step.state, keptAt: [...others, kept] }, events: step.events };
  }
  function settleTurnsHere(state2, events) {
    return settleTurnsUsed(state2, events, state2.counter, null, liftAfterTurn);
  }
  function validateKept(value) {
    if (value === void 0) return [];
    if (!Array.isArray(value)) return ["keptAt is not a list"];
    const problems = [];
    value.forEach((k, i) => {
      const x = k;
      const ok = x !== null && typeof x === "object" && typeof x.id === "string" && Number.isInteger(x.at) && Array.isArray(x.conditions) && x.conditions.every(isConditionKey);
      if (!ok) problems.push(`keptAt[${i}] is malformed`);
    });
    return problems;
  }

  // src/rules/rondel/allowance.ts
  function allowanceFor(c, count, config2) {
    return allowanceWith(c, tierHexes(c.tier, count, config2.pattern), count, config2.pattern);
  }
  var STOOD = { kind: "move", hexes: 0 };
  function allowanceIn(state2, c, count, config2) {
    if (stoodAt(state2, c.id, count)) return STOOD;
    const kept = keptAt(state2, c.id, count);
    if (kept === null) return allowanceFor(c, count, config2);
    return allowanceFor({ ...c, conditions: [...c.conditions, ...kept.filter((k) => !c.conditions.includes(k))] }, count, config2);
  }
  var NOT_ITS_WINDOW = { kind: "move", hexes: 0 };
  function allowanceWith(c, tierHexes2, count, pattern) {
    if (c.conditions.length === 0 && c.markers.length === 0) return { kind: "move", hexes: tierHexes2 };
    const held = blocksMoving(c.conditions);
    if (held) return { kind: "held", reason: held };
    let dash = false;
    for (let k = 0; k < c.markers.length && !dash; k += 1) {
      const m = c.markers[k];
      if (m.kind === "dashing" && m.from < count && (m.until === void 0 || count <= m.until)) dash = true;
    }
    const hexes = tierHexes2 * (dash ? 2 : 1);
    if (c.conditions.includes("prone")) {
      if (!isOpportunity(c.tier, tierHexes2, pattern)) return NOT_ITS_WINDOW;
      return { kind: "crawl", hexes: Math.floor(tierHexes2 / 3), full: tierHexes2 };
    }
    return dash ? { kind: "move", hexes, dash: true } : { kind: "move", hexes };
  }
  function windowChanges(before, after, config2) {
    if (before.counter !== after.counter || !isWindow(after.counter) || before === after) return [];
    const events = [];
    const list = before.combatants;
    for (let i = 0; i < after.combatants.length; i += 1) {
      const c = after.combatants[i];
      if (list[i] === c) continue;
      const was = lastById(list, c.id);
      if (was === c) continue;
      const a = allowanceIn(after, c, after.counter, config2);
      if (!was || !sameJson(a, allowanceIn(before, was, after.counter, config2))) {
        events.push({ type: "allowance-changed", id: c.id, count: after.counter, allowance: a });
      }
    }
    return events;
  }

  // src/rules/rondel/declare.ts
  var GUARD_COUNTS = 12;
  function declareAction(state2, id, action, input, dice, note = "") {
    var _a, _b;
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (!isActionKey(action)) return rejected(state2, { code: "bad-value", field: "action", low: 0, high: 0 });
    if (c.nextAt > state2.counter) {
      return rejected(state2, { code: "not-due", id, nextAt: c.nextAt, counter: state2.counter });
    }
    const current = currentCombatant(state2);
    if (current.id !== c.id) {
      return rejected(state2, { code: "not-first", id, first: current.id, counter: state2.counter });
    }
    const blocked = blocksActing(c.conditions);
    if (blocked) return rejected(state2, { code: "cannot-act", id, condition: blocked });
    if (action === "hold" && c.lastAction === "hold") {
      return rejected(state2, { code: "hold-twice", id });
    }
    const problem = (_b = (_a = checkInteger(input.speed, "speed", -LIMITS.speed, LIMITS.speed)) != null ? _a : checkInteger(input.mod, "mod", -LIMITS.mod, LIMITS.mod)) != null ? _b : checkInteger(input.cast, "cast", 0, LIMITS.cast);
    if (problem) return rejected(state2, problem);
    const events = [];
    const next2 = settleTurnsHere(applyAction(state2, c, action, input, note, dice, events, false), events);
    return finish(state2, next2, events);
  }
  function applyAction(state2, c, action, input, note, dice, events, passedOver) {
    const count = state2.counter;
    const changeWaived = Boolean(input.change) && c.lastAction === "hold";
    const coolDown = rollCoolDown(action, input, Boolean(input.change) && !changeWaived, dice);
    const nextAt = count + countsToNextAction(coolDown);
    const markers = [];
    for (let k = 0; k < c.markers.length; k += 1) {
      const m = c.markers[k];
      const kept = untilNextTurn(m) ? keptThroughTurn(m, count) : action === "guard" && m.kind === "guard" ? null : m;
      if (kept) markers.push(kept);
    }
    let applied = null;
    if (action === "guard") {
      markers.push({ kind: "guard", from: count, until: count + GUARD_COUNTS });
      applied = { marker: "guard", until: count + GUARD_COUNTS };
    }
    if (action === "hold") {
      markers.push({ kind: "holding", from: count });
      applied = { marker: "holding", until: nextAt };
    }
    if (action === "dash") {
      markers.push({ kind: "dashing", from: count });
      applied = { marker: "dashing", until: nextAt };
    }
    let next2 = replace(state2, c, combatantWith(c, { nextAt, tie: null, lastAction: action, markers }));
    events.push({ type: "action-declared", id: c.id, count, coolDown, action, nextAt, changeWaived, passedOver, note });
    if (applied) events.push({ type: "marker-applied", id: c.id, marker: applied.marker, until: applied.until });
    if (action === "magic") {
      const resolvesAt = count + coolDown.castTime;
      const text2 = note.trim();
      if (resolvesAt <= count) {
        events.push({ type: "spell-resolves", id: c.id, name: c.name, count, note: text2 });
      } else {
        const spell = { casterId: c.id, casterName: c.name, castAt: count, resolvesAt, note: text2 };
        next2 = stateWith(next2, { spells: [...next2.spells, spell] });
        events.push({ type: "spell-cast", id: c.id, resolvesAt, note: text2 });
      }
    }
    const settled = settleTies(next2, nextAt, dice, true);
    if (settled.event) events.push(settled.event);
    return settled.state;
  }

  // src/rules/rondel/counter.ts
  var DEFAULT_RULES = { pattern: DEFAULT_PATTERN, passedOver: "guard" };
  function nextEventUnlessDue(state2, orDue) {
    const counter = state2.counter;
    const list = state2.combatants;
    if (orDue) {
      for (let i = 0; i < list.length; i += 1) if (list[i].nextAt <= counter) return null;
    }
    let next2 = (Math.floor(counter / WINDOW_EVERY) + 1) * WINDOW_EVERY;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i];
      if (c.nextAt > counter && c.nextAt < next2) next2 = c.nextAt;
      const markers = c.markers;
      for (let k = 0; k < markers.length; k += 1) {
        const m = markers[k];
        if (m.kind === "holding" || m.kind === "dashing") continue;
        const until = m.until;
        if (until > counter && until < next2) next2 = until;
      }
    }
    const spells = state2.spells;
    for (let i = 0; i < spells.length; i += 1) {
      const s = spells[i];
      if (s.resolvesAt > counter && s.resolvesAt < next2) next2 = s.resolvesAt;
    }
    return firstStopBefore(state2, counter, next2);
  }
  function arriveAt(arriving, config2, events) {
    var _a;
    const state2 = expireOnArrival(arriving, arriving.counter, null, liftConditions, events);
    const count = state2.counter;
    let next2 = state2;
    let resolves = false;
    const spells = state2.spells;
    for (let i = 0; i < spells.length && !resolves; i += 1) if (spells[i].resolvesAt <= count) resolves = true;
    if (resolves) {
      for (const s of state2.spells) if (s.resolvesAt <= count) events.push({ type: "spell-resolves", id: s.casterId, name: s.casterName, count, note: s.note });
      next2 = stateWith(next2, { spells: next2.spells.filter((s) => s.resolvesAt > count) });
    }
    let combatants = null;
    for (let i = 0; i < next2.combatants.length; i += 1) {
      const c = next2.combatants[i];
      const markers = c.markers;
      if (markers.length === 0) continue;
      let expiring = false;
      for (let k = 0; k < markers.length && !expiring; k += 1) {
        const m = markers[k];
        if (m.kind === "dashing" ? (m.until === void 0 ? c.nextAt : m.until) < count : m.kind === "holding" ? c.nextAt <= count : m.until <= count) expiring = true;
      }
      if (!expiring) continue;
      const kept = [];
      for (let k = 0; k < markers.length; k += 1) {
        const m = markers[k];
        if (expired(c, m, count)) events.push({ type: "marker-expired", id: c.id, marker: m.kind });
        else kept.push(m);
      }
      combatants != null ? combatants : combatants = next2.combatants.slice();
      combatants[i] = combatantWith(c, { markers: kept });
    }
    if (combatants) next2 = stateWith(next2, { combatants });
    if (isWindow(count)) {
      const tiers = windowTable(count, config2.pattern);
      const hexes = /* @__PURE__ */ new Map();
      for (let t = 0; t < tiers.length; t += 1) {
        const row = tiers[t];
        hexes.set(row.tier, row.hexes);
      }
      const list = next2.combatants;
      const moving = [];
      for (let i = 0; i < list.length; i += 1) {
        const c = list[i];
        const h = (_a = hexes.get(c.tier)) != null ? _a : 0;
        const allowance = c.conditions.length === 0 && c.markers.length === 0 ? { kind: "move", hexes: h } : allowanceWith(c, h, count, config2.pattern);
        moving.push({ id: c.id, tier: c.tier, allowance });
      }
      events.push({ type: "movement-window", count, index: windowIndex(count, config2.pattern), tiers, combatants: moving });
    }
    return next2;
  }
  function anyDue(state2) {
    const list = state2.combatants;
    for (let i = 0; i < list.length; i += 1) if (list[i].nextAt <= state2.counter) return true;
    return false;
  }
  function passOver(state2, c, dice, config2, events) {
    const blocked = blocksActing(c.conditions);
    const action = blocked ? "reset" : config2.passedOver;
    const note = blocked ? `${blocked}: the turn is lost` : "";
    return applyAction(state2, c, action, {}, note, dice, events, true);
  }
  function advance(state2, dice, config2 = DEFAULT_RULES) {
    const events = [];
    let next2 = state2;
    const current = currentCombatant(next2);
    if (current) next2 = passOver(next2, current, dice, config2, events);
    const to = nextEventUnlessDue(next2, current !== void 0);
    if (to === null) return finish(state2, settleTurnsHere(next2, events), events);
    if (current) next2 = settleTurnsUsed(next2, events, next2.counter, null, liftConditions);
    events.push({ type: "counter-advanced", from: next2.counter, to });
    next2 = arriveAt(stateWith(next2, { counter: to }), config2, events);
    return finish(state2, next2, events);
  }
  function advanceOne(state2, dice, config2 = DEFAULT_RULES) {
    const events = [];
    let next2 = state2;
    const current = currentCombatant(next2);
    if (current) {
      next2 = passOver(next2, current, dice, config2, events);
      if (anyDue(next2)) return finish(state2, settleTurnsHere(next2, events), events);
      next2 = settleTurnsUsed(next2, events, next2.counter, null, liftConditions);
    }
    events.push({ type: "counter-advanced", from: next2.counter, to: next2.counter + 1 });
    next2 = arriveAt(stateWith(next2, { counter: next2.counter + 1 }), config2, events);
    return finish(state2, next2, events);
  }

  // src/rules/rondel/reactions.ts
  var FLEX_COUNTS = 8;
  function flexUntil(c, counter) {
    for (const m of c.markers) if (m.kind === "flex" && m.until > counter) return m.until;
    return null;
  }
  function reactionRefusal(state2, c) {
    const blocked = blocksActing(c.conditions);
    if (blocked) return { code: "cannot-react", id: c.id, condition: blocked };
    const until = flexUntil(c, state2.counter);
    return until === null ? null : { code: "flex-active", id: c.id, until };
  }
  function react(state2, id, note = "") {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refused = reactionRefusal(state2, c);
    if (refused) return rejected(state2, refused);
    const next2 = state2.counter + FLEX_COUNTS;
    const markers = [...c.markers.filter((m) => m.kind !== "flex"), { kind: "flex", from: state2.counter, until: next2 }];
    const events = [
      { type: "reacted", id, count: state2.counter, until: next2, note: note.trim() },
      { type: "marker-applied", id, marker: "flex", until: next2 }
    ];
    return finish(state2, replace(state2, c, combatantWith(c, { markers })), events);
  }

  // src/rules/rondel/standing.ts
  function nextOpportunity(tier, count, pattern) {
    const first = (Math.floor(count / WINDOW_EVERY) + 1) * WINDOW_EVERY;
    for (let k = 0, at = first; k < cycleLength(pattern); k += 1, at += WINDOW_EVERY) if (isOpportunity(tier, tierHexes(tier, at, pattern), pattern)) return at;
    return first;
  }
  function stand(state2, id, asReaction, pattern = DEFAULT_PATTERN) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refusal2 = standRefusal(c);
    if (refusal2) return rejected(state2, refusal2);
    if (asReaction) {
      const reacted = react(state2, id, "stands up");
      if (reacted.state === state2) return reacted;
      return standingUp(reacted, id, state2.counter, state2.counter + 2);
    }
    const opportunity = isWindow(state2.counter) && isOpportunity(c.tier, tierHexes(c.tier, state2.counter, pattern), pattern);
    if (!opportunity) return rejected(state2, { code: "stand-later", id, next: nextOpportunity(c.tier, state2.counter, pattern), react: reactionRefusal(state2, c) === null });
    return standUp(state2, id, state2.counter, liftConditions);
  }

  // src/rules/core/foreign.ts
  function foreignFields(value, foreign, ruleSet) {
    const problems = [];
    for (const key2 of foreign) {
      const v = value[key2];
      if (v !== void 0 && !(Array.isArray(v) && v.length === 0)) problems.push(`${key2} is not kept in ${ruleSet}`);
    }
    return problems;
  }

  // src/rules/rondel/validate.ts
  function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isInt(value) {
    return typeof value === "number" && Number.isInteger(value);
  }
  function checkMarker(m, where, problems) {
    if (!isObject(m)) return void problems.push(`${where} is not an object`);
    if (m.kind === "holding" || m.kind === "dashing") {
      if (!isInt(m.from)) problems.push(`${where}.from is not a whole number`);
      else if (m.kind === "dashing" && m.until !== void 0 && (!isInt(m.until) || m.until <= m.from)) problems.push(`${where}.until is not a count after its start`);
    } else if (m.kind === "flex" || m.kind === "guard") {
      if (!isInt(m.from) || !isInt(m.until) || m.until <= m.from) problems.push(`${where} has bad counts`);
    } else problems.push(`${where}.kind is unknown`);
  }
  function checkCombatant(c, where, counter, problems) {
    if (!isObject(c)) return void problems.push(`${where} is not an object`);
    if (typeof c.id !== "string" || c.id === "") problems.push(`${where}.id is not a string`);
    if (typeof c.name !== "string") problems.push(`${where}.name is not a string`);
    if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
    if (!isInt(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
    if (!isInt(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
    if (!isInt(c.nextAt) || c.nextAt < counter) problems.push(`${where}.nextAt is not a count at or after the counter`);
    if (!isInt(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
    if (c.lastAction !== null && !isActionKey(c.lastAction)) problems.push(`${where}.lastAction is unknown`);
    if (c.tie !== null) {
      if (!validTie(c.tie)) problems.push(`${where}.tie is malformed`);
    }
    if (!Array.isArray(c.markers)) problems.push(`${where}.markers is not a list`);
    else c.markers.forEach((m, i) => checkMarker(m, `${where}.markers[${i}]`, problems));
    if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey)) problems.push(`${where}.conditions is malformed`);
  }
  var goodUpTo = /* @__PURE__ */ new WeakMap();
  function validateCombatState(value) {
    const problems = [];
    if (!isObject(value)) return ["the fight is not an object"];
    if (!isInt(value.counter) || value.counter < 1) problems.push("counter is not a whole number from 1");
    const counter = isInt(value.counter) ? value.counter : 1;
    if (!isInt(value.nextArrival) || value.nextArrival < 0) problems.push("nextArrival is not a whole number");
    if (!Array.isArray(value.combatants)) problems.push("combatants is not a list");
    else {
      const ids = /* @__PURE__ */ new Set();
      value.combatants.forEach((c, i) => {
        const seen2 = isObject(c) ? goodUpTo.get(c) : void 0;
        if (seen2 === void 0 || seen2 < counter) {
          const before = problems.length;
          checkCombatant(c, `combatants[${i}]`, counter, problems);
          if (isObject(c) && problems.length === before) goodUpTo.set(c, counter);
        }
        if (isObject(c)) {
          if (ids.has(c.id)) problems.push(`combatants[${i}].id is a duplicate`);
          ids.add(c.id);
          if (isInt(c.arrival) && isInt(value.nextArrival) && c.arrival >= value.nextArrival) {
            problems.push(`combatants[${i}].arrival is not below nextArrival`);
          }
        }
      });
    }
    if (!Array.isArray(value.spells)) problems.push("spells is not a list");
    else {
      value.spells.forEach((s, i) => {
        if (!isObject(s) || typeof s.casterId !== "string" || typeof s.casterName !== "string" || !isInt(s.castAt) || !isInt(s.resolvesAt) || typeof s.note !== "string" || s.resolvesAt <= counter) {
          problems.push(`spells[${i}] is malformed`);
        }
      });
    }
    problems.push(...validateEffects(value.effects));
    problems.push(...validateStoodUp(value.stoodUp));
    problems.push(...validateKept(value.keptAt));
    problems.push(...foreignFields(value, ["speech"], "the rondel"));
    return problems;
  }

  // src/rules/rondel/index.ts
  var COUNT_TITLE = "Count";
  var NONE = /* @__PURE__ */ new Set();
  var rowsOf = rowListBy(rowsBy((c) => c.nextAt));
  function marksOf(state2, c) {
    var _a;
    const marks = [];
    const markers = c.markers;
    if (markers.length === 0) return marks;
    const counter = state2.counter;
    const flex = flexUntil(c, counter);
    if (flex !== null) marks.push({ kind: "flex", until: flex, badge: flex - counter });
    let guard2;
    let holding = false;
    let dashing = -1;
    for (let k = 0; k < markers.length; k += 1) {
      const m = markers[k];
      if (m.kind === "guard") {
        if (guard2 === void 0 && m.until > counter) guard2 = m;
      } else if (m.kind === "holding") holding = true;
      else if (m.kind === "dashing") dashing = Math.max(dashing, (_a = m.until) != null ? _a : c.nextAt);
    }
    if (guard2) marks.push({ kind: "guard", until: guard2.until, badge: null });
    if (holding) marks.push({ kind: "holding", until: c.nextAt, badge: null });
    if (dashing >= 0) marks.push({ kind: "dashing", until: dashing, badge: null });
    return marks;
  }
  var RONDEL_ACTIONS = ACTIONS.map((a) => ({
    key: a.key,
    label: a.label,
    formula: a.formula,
    describe: a.describe,
    takes: [...a.takes, ...a.key === "magic" ? ["tradition", "note"] : [], ...a.key === "hold" || a.key === "reset" || a.key === "guard" ? [] : ["change"]]
  }));
  var ANY_ACTION = { actions: RONDEL_ACTIONS, taken: null };
  var AFTER_HOLD = { actions: RONDEL_ACTIONS.filter((a) => a.key !== "hold"), taken: null };
  var rondel = {
    id: "rondel",
    name: "Cool-Down Rondel",
    perceptionUse: RONDEL_PERCEPTION_USE,
    source: "rulebook page 002 (current edition)",
    actions: RONDEL_ACTIONS,
    ties: "lowest",
    start: (list, dice) => startCombat(list, dice),
    join: (state2, list, dice) => joinCombat(state2, list, dice),
    leave: leaveCombat,
    advance: (state2, dice, options, mode) => mode === "step" ? advanceOne(state2, dice, options) : advance(state2, dice, options),
    declare: (state2, id, action, input, dice, _options, note) => isActionKey(action) ? declareAction(state2, id, action, input, dice, note) : { state: state2, events: [{ type: "rejected", code: "not-in-rule-set", action, ruleSet: "rondel" }] },
    react: (state2, id, note) => {
      var _a;
      return (_a = dodgeRefused(state2, findCombatant(state2, id), note)) != null ? _a : react(state2, id, note);
    },
    reactionRefused(state2, id) {
      const c = findCombatant(state2, id);
      return c ? reactionRefusal(state2, c) : { code: "unknown-combatant" };
    },
    actionsNow: (state2, id) => {
      var _a;
      return ((_a = findCombatant(state2, id)) == null ? void 0 : _a.lastAction) === "hold" ? AFTER_HOLD : ANY_ACTION;
    },
    stand: (state2, id, asReaction, options) => stand(state2, id, asReaction, options.pattern),
    place: setNextCount,
    placeAll: setNextCounts,
    setTier,
    setPerception,
    changeConditions,
    rename(state2, id, name) {
      const combatants = renamedIn(state2.combatants, "id", "name", id, name);
      const spells = renamedIn(state2.spells, "casterId", "casterName", id, name);
      return combatants === state2.combatants && spells === state2.spells ? state2 : stateWith(state2, { combatants, spells });
    },
    // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
    current: currentCombatant,
    order: rondelOrder,
    clock: (state2) => state2.counter,
    round: () => null,
    valueOf: (state2, id) => {
      var _a, _b;
      return (_b = (_a = findCombatant(state2, id)) == null ? void 0 : _a.nextAt) != null ? _b : null;
    },
    marks(state2, id) {
      const c = findCombatant(state2, id);
      return c ? marksOf(state2, c) : [];
    },
    allowance(state2, id, options) {
      const c = findCombatant(state2, id);
      return c && isWindow(state2.counter) ? allowanceIn(state2, c, state2.counter, options) : null;
    },
    marksMoved(before, after, allowance) {
      if (before.counter === after.counter) return NONE;
      if (allowance && (isWindow(before.counter) || isWindow(after.counter))) return null;
      const low = Math.min(before.counter, after.counter);
      const high = Math.max(before.counter, after.counter);
      let moved = null;
      const list = after.combatants;
      for (let i = 0; i < list.length; i += 1) {
        const c = list[i];
        const markers = c.markers;
        for (let k = 0; k < markers.length; k += 1) {
          const m = markers[k];
          if (m.kind === "flex" && m.until > low || m.kind === "guard" && m.until > low && m.until <= high || m.kind === "dashing" && m.until !== void 0 && m.until >= low && m.until < high) {
            (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(c.id);
            break;
          }
        }
      }
      return moved != null ? moved : NONE;
    },
    tracker(state2) {
      const ordered = rondelOrderView(state2);
      let due = 0;
      while (due < ordered.length && ordered[due].nextAt <= state2.counter) due += 1;
      const rows = rowsOf(ordered);
      return {
        title: isWindow(state2.counter) ? `${COUNT_TITLE} · move` : COUNT_TITLE,
        value: state2.counter,
        due: rows.slice(0, due),
        later: rows.slice(due)
      };
    },
    windowChanges,
    validate: validateCombatState
  };

  // src/rules/rounds/actions.ts
  var ROUNDS_ACTION_KEYS = ["combat", "magic", "skill", "move", "defense", "ready"];
  function isRoundsActionKey(value) {
    return typeof value === "string" && ROUNDS_ACTION_KEYS.includes(value);
  }
  var ROUNDS_ACTIONS = [
    { key: "combat", label: "Combat", formula: "this turn", describe: "melee, ranged, battle-magic, grapple, shove, trip", takes: ["note"] },
    { key: "magic", label: "Magic", formula: "this turn", describe: "axioms, incantations, devices, scrolls", takes: ["note"] },
    { key: "skill", label: "Use Skill/Object", formula: "this turn", describe: "use a skill or an object, render aid", takes: ["note"] },
    { key: "move", label: "Move only", formula: "this turn", describe: "hold position or move, and take no action", takes: [] },
    {
      key: "defense",
      label: "Stand in defense",
      formula: "until your next turn",
      describe: "attacks against you at disadvantage, your saves at advantage; no reactions this round or next",
      takes: []
    },
    {
      key: "ready",
      label: "At the ready",
      formula: "until your next turn",
      describe: "name an “if” trigger; the action is taken at once when it happens, lost at your next turn if not",
      takes: ["note"]
    }
  ];

  // src/rules/rounds/copy.ts
  var ROUNDS_COMBATANT_KEYS = [
    "id",
    "name",
    "tier",
    "perceptionMod",
    "initiativeAdjustment",
    "arrival",
    "conditions",
    "hexesPerRound",
    "initiative",
    "tie",
    "doneRound",
    "reactedRound",
    "defenseRound",
    "status"
  ];
  var ROUNDS_STATE_KEYS = ["round", "turn", "combatants", "nextArrival"];
  function roundsCombatantWith(c, changes) {
    if (!hasKeys(c, ROUNDS_COMBATANT_KEYS)) return { ...c, ...changes };
    return {
      id: c.id,
      name: "name" in changes ? changes.name : c.name,
      tier: "tier" in changes ? changes.tier : c.tier,
      perceptionMod: "perceptionMod" in changes ? changes.perceptionMod : c.perceptionMod,
      initiativeAdjustment: "initiativeAdjustment" in changes ? changes.initiativeAdjustment : c.initiativeAdjustment,
      arrival: c.arrival,
      conditions: "conditions" in changes ? changes.conditions : c.conditions,
      hexesPerRound: "hexesPerRound" in changes ? changes.hexesPerRound : c.hexesPerRound,
      initiative: "initiative" in changes ? changes.initiative : c.initiative,
      tie: "tie" in changes ? changes.tie : c.tie,
      doneRound: "doneRound" in changes ? changes.doneRound : c.doneRound,
      reactedRound: "reactedRound" in changes ? changes.reactedRound : c.reactedRound,
      defenseRound: "defenseRound" in changes ? changes.defenseRound : c.defenseRound,
      status: "status" in changes ? changes.status : c.status
    };
  }
  function roundsStateWith(state2, changes) {
    if (!hasKeys(state2, ROUNDS_STATE_KEYS)) return { ...state2, ...changes };
    return {
      round: "round" in changes ? changes.round : state2.round,
      turn: "turn" in changes ? changes.turn : state2.turn,
      combatants: "combatants" in changes ? changes.combatants : state2.combatants,
      nextArrival: "nextArrival" in changes ? changes.nextArrival : state2.nextArrival
    };
  }

  // src/rules/rounds/initiative.ts
  var INITIATIVE_DIE = 10;
  function rollInitiative2(dice, c) {
    const roll = dice.roll(INITIATIVE_DIE);
    const terms = [
      ...c.perceptionMod ? [{ label: "Perception", value: c.perceptionMod }] : [],
      ...c.initiativeAdjustment ? [{ label: "adjustment", value: -c.initiativeAdjustment }] : []
    ];
    return { roll, score: roll + c.perceptionMod - c.initiativeAdjustment, terms };
  }
  function settleTies2(state2, score, dice) {
    const group = state2.combatants.filter((c) => c.initiative === score);
    if (group.length < 2) return { state: state2, event: null };
    const { rolled: rolled2, ordered, byPlace } = breakTieAt(group, group.map((c) => c.tie), dice, "highest");
    if (!rolled2) return { state: state2, event: null };
    let j = 0;
    const combatants = state2.combatants.map((c) => c.initiative === score ? roundsCombatantWith(c, { tie: byPlace[j++] }) : c);
    return {
      state: roundsStateWith(state2, { combatants }),
      event: { type: "tie-broken", count: state2.round, score, direction: "highest", rolls: ordered }
    };
  }
  function settleAll(state2, scores, dice, events) {
    let next2 = state2;
    for (const score of [...new Set(scores)].sort((a, b) => b - a)) {
      const settled = settleTies2(next2, score, dice);
      next2 = settled.state;
      if (settled.event) events.push(settled.event);
    }
    return next2;
  }

  // src/rules/rounds/order.ts
  function compareTieRolls(a, b) {
    return compareRolls(a, b, "highest");
  }
  function compareCombatants2(a, b) {
    if (a.initiative !== b.initiative) return b.initiative - a.initiative;
    const rolls = compareTieRolls(a.tie, b.tie);
    if (rolls !== 0) return rolls;
    if (a.arrival !== b.arrival) return a.arrival - b.arrival;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }
  function actingOrder(state2) {
    return sortedBy(state2.combatants, compareCombatants2);
  }
  function actingOrderView(state2) {
    return sortedView(state2.combatants, compareCombatants2);
  }
  function findCombatant2(state2, id) {
    return findById(state2.combatants, id);
  }
  function currentCombatant2(state2) {
    return state2.turn ? findCombatant2(state2, state2.turn.id) : void 0;
  }
  function isPending(state2, c) {
    return c.doneRound < state2.round;
  }
  function firstPending(state2) {
    const ordered = actingOrderView(state2);
    const round = state2.round;
    for (let i = 0; i < ordered.length; i += 1) if (ordered[i].doneRound < round) return ordered[i];
    return void 0;
  }

  // src/rules/rounds/replace.ts
  function replace2(state2, updated) {
    const combatants = state2.combatants.slice();
    for (let i = 0; i < combatants.length; i += 1) if (combatants[i] !== void 0 && combatants[i].id === updated.id) combatants[i] = updated;
    return roundsStateWith(state2, { combatants });
  }

  // src/rules/rounds/overrides.ts
  var LIMITS2 = { perception: 20, initiative: 100 };
  var liftConditions2 = (state2, id, remove3) => changeConditionsRounds(state2, id, [], remove3);
  function placeInitiative(state2, id, value, dice) {
    return placeInitiatives(state2, [id], value, dice);
  }
  function placeInitiatives(state2, ids, value, dice) {
    if (!Number.isInteger(value) || Math.abs(value) > LIMITS2.initiative) {
      return rejected(state2, { code: "bad-value", field: "count", low: -LIMITS2.initiative, high: LIMITS2.initiative });
    }
    const events = [];
    let moved = state2;
    for (const id of ids) {
      const c = findCombatant2(moved, id);
      if (!c) return rejected(state2, UNKNOWN);
      if (value === c.initiative) continue;
      events.push({ type: "overridden", id, field: "nextAt", from: c.initiative, to: value });
      moved = replace2(moved, roundsCombatantWith(c, { initiative: value, tie: [] }));
    }
    if (moved === state2) return { state: state2, events: [] };
    return { state: settleAll(moved, [value], dice, events), events };
  }
  function setTierRounds(state2, id, tier) {
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (c.tier === tier) return { state: state2, events: [] };
    return { state: replace2(state2, roundsCombatantWith(c, { tier })), events: [{ type: "overridden", id, field: "tier", from: c.tier, to: tier }] };
  }
  function setPerceptionRounds(state2, id, mod) {
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS2.perception) {
      return rejected(state2, { code: "bad-value", field: "perception", low: -LIMITS2.perception, high: LIMITS2.perception });
    }
    if (c.perceptionMod === mod) return { state: state2, events: [] };
    return {
      state: replace2(state2, roundsCombatantWith(c, { perceptionMod: mod })),
      events: [{ type: "overridden", id, field: "perceptionMod", from: c.perceptionMod, to: mod }]
    };
  }
  function changeConditionsRounds(state2, id, add2, remove3) {
    var _a, _b;
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const change = conditionChange(c.conditions, add2, remove3);
    if (!change) return { state: state2, events: [] };
    const { added, removed, conditions } = change;
    const events = [{ type: "conditions-changed", id, added, removed }];
    if (((_a = state2.turn) == null ? void 0 : _a.id) === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
      events.push({ type: "turn-due", id, count: state2.round, blockedBy: (_b = blocksActing(conditions)) != null ? _b : null });
    }
    return { state: replace2(state2, roundsCombatantWith(c, { conditions })), events };
  }

  // src/rules/rounds/movement.ts
  var MAX_HEXES_PER_ROUND = 999;
  function hexesPerRound(c) {
    var _a;
    return (_a = c.hexesPerRound) != null ? _a : TIER_HEXES_PER_ROUND[c.tier];
  }
  function allowanceOf(c, stood = false) {
    const held = blocksMoving(c.conditions);
    if (held) return { kind: "held", reason: held };
    const full = hexesPerRound(c);
    if (stood) return { kind: "move", hexes: Math.floor(full / 2) };
    if (c.conditions.includes("prone")) return { kind: "crawl", hexes: Math.floor(full / 2), full };
    return { kind: "move", hexes: full };
  }

  // src/rules/rounds/turns.ts
  var PASS = "pass";
  function beginTurn(state2, c, events) {
    var _a;
    if (c.status) events.push({ type: "marker-expired", id: c.id, marker: c.status.kind });
    const next2 = replace2(state2, roundsCombatantWith(c, { doneRound: state2.round, status: null }));
    events.push({ type: "turn-due", id: c.id, count: state2.round, blockedBy: (_a = blocksActing(c.conditions)) != null ? _a : null });
    return roundsStateWith(next2, { turn: { id: c.id, action: null } });
  }
  function startRound(state2, dice, options, events) {
    const round = state2.round + 1;
    events.push({ type: "round-started", round, count: round });
    for (const c of state2.combatants) if (c.reactedRound === state2.round) events.push({ type: "marker-expired", id: c.id, marker: "reacted" });
    let next2 = expireOnArrival(roundsStateWith(state2, { round, turn: null }), round, round, liftConditions2, events);
    next2 = withHexesNow(next2, options);
    if (options.rerollEachRound) {
      const combatants = next2.combatants.map((was) => {
        var _a;
        const read2 = (_a = options.initiativeNow) == null ? void 0 : _a.call(options, was.id);
        const adjustment = read2 ? sanitizeInteger(read2.initiativeAdjustment) : was.initiativeAdjustment;
        const c = adjustment === was.initiativeAdjustment ? was : roundsCombatantWith(was, { initiativeAdjustment: adjustment });
        const r = rollInitiative2(dice, c);
        events.push({ type: "initiative-rolled", id: c.id, dice: [r.roll], sides: INITIATIVE_DIE, terms: r.terms, value: r.score, base: 0, joining: false, count: round });
        return roundsCombatantWith(c, { initiative: r.score, tie: [] });
      });
      next2 = settleAll(roundsStateWith(next2, { combatants }), combatants.map((c) => c.initiative), dice, events);
    }
    const first = actingOrderView(next2)[0];
    return first ? beginTurn(next2, first, events) : next2;
  }
  function withHexesNow(state2, options) {
    if (!options.initiativeNow) return state2;
    let changed = false;
    const combatants = state2.combatants.map((c) => {
      var _a;
      const hexes = hexesNow((_a = options.initiativeNow) == null ? void 0 : _a.call(options, c.id), MAX_HEXES_PER_ROUND);
      if (hexes === void 0 || hexes === c.hexesPerRound) return c;
      changed = true;
      return roundsCombatantWith(c, { hexesPerRound: hexes });
    });
    return changed ? roundsStateWith(state2, { combatants }) : state2;
  }
  function nextTurn(state2, dice, options, events) {
    const following = firstPending(state2);
    return following ? beginTurn(state2, following, events) : startRound(state2, dice, options, events);
  }
  function advanceRounds(state2, dice, options) {
    var _a, _b;
    if (state2.combatants.length === 0) return { state: state2, events: [] };
    const events = [];
    if (state2.turn && state2.turn.action === null) {
      const blocked = blocksActing((_b = (_a = findCombatant2(state2, state2.turn.id)) == null ? void 0 : _a.conditions) != null ? _b : []);
      const note = blocked ? `${blocked}: the turn is lost` : "";
      events.push({ type: "action-declared", id: state2.turn.id, count: state2.round, coolDown: null, action: PASS, nextAt: null, changeWaived: false, passedOver: true, note });
    } else if (state2.turn) {
      events.push({ type: "turn-ended", id: state2.turn.id, count: state2.round });
    }
    return { state: nextTurn(roundsStateWith(state2, { turn: null }), dice, options, events), events };
  }

  // src/rules/rounds/joining.ts
  function emptyRounds() {
    return { round: 1, turn: null, combatants: [], nextArrival: 0 };
  }
  function sanitizeHexes(value) {
    if (value === void 0 || !Number.isFinite(value)) return null;
    return Math.min(MAX_HEXES_PER_ROUND, Math.max(0, Math.trunc(value)));
  }
  function admit(state2, list, dice, joining, events) {
    var _a;
    let next2 = state2;
    const seen2 = new Set(state2.combatants.map((c) => c.id));
    const rolled2 = [];
    for (const n of list) {
      if (seen2.has(n.id)) continue;
      seen2.add(n.id);
      const base = {
        id: n.id,
        name: n.name,
        tier: n.tier,
        perceptionMod: sanitizeInteger(n.perceptionMod),
        initiativeAdjustment: sanitizeInteger(n.initiativeAdjustment)
      };
      const placed = n.placed !== void 0 && Number.isInteger(n.placed) && Math.abs(n.placed) <= LIMITS2.initiative ? n.placed : null;
      const r = placed === null ? rollInitiative2(dice, base) : { score: placed, roll: 0, terms: [] };
      const combatant = {
        ...base,
        arrival: next2.nextArrival,
        conditions: [...new Set(((_a = n.conditions) != null ? _a : []).filter(isConditionKey))],
        hexesPerRound: sanitizeHexes(n.hexesPerRound),
        initiative: r.score,
        tie: [],
        doneRound: 0,
        reactedRound: 0,
        defenseRound: 0,
        status: null
      };
      next2 = roundsStateWith(next2, { combatants: [...next2.combatants, combatant], nextArrival: next2.nextArrival + 1 });
      rolled2.push({ id: n.id, dice: placed === null ? [r.roll] : [], terms: r.terms });
    }
    const ties = [];
    const fresh = new Set(rolled2.map((r) => r.id));
    next2 = settleAll(next2, next2.combatants.filter((c) => fresh.has(c.id)).map((c) => c.initiative), dice, ties);
    const current = currentCombatant2(next2);
    const actsIn = /* @__PURE__ */ new Map();
    for (const r of rolled2) {
      const c = findCombatant2(next2, r.id);
      const now = !joining || current !== void 0 && c.initiative < current.initiative;
      actsIn.set(r.id, now ? next2.round : next2.round + 1);
      if (!now) next2 = replace2(next2, roundsCombatantWith(c, { doneRound: next2.round }));
    }
    for (const r of rolled2) {
      const c = findCombatant2(next2, r.id);
      const placedAt = r.dice.length === 0 ? { placed: true } : {};
      events.push({ type: "initiative-rolled", id: r.id, dice: r.dice, sides: INITIATIVE_DIE, terms: r.terms, value: c.initiative, base: 0, joining, count: actsIn.get(r.id), ...placedAt });
    }
    events.push(...ties);
    return next2;
  }
  function startRounds(list, dice) {
    const empty2 = emptyRounds();
    if (list.length === 0) return rejected(empty2, { code: "no-combatants" });
    const events = [
      { type: "combat-started", counter: 1 },
      { type: "round-started", round: 1, count: 1 }
    ];
    const admitted = admit(empty2, list, dice, false, events);
    const first = actingOrderView(admitted)[0];
    return { state: beginTurn(admitted, first, events), events };
  }
  function joinRounds(state2, list, dice) {
    const events = [];
    const fresh = newcomers(state2, list, findCombatant2, events);
    if (fresh.length === 0) return { state: state2, events };
    return { state: admit(state2, fresh, dice, true, events), events };
  }
  function leaveRounds(state2, id) {
    var _a;
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const events = [{ type: "left", id, name: c.name }];
    let next2 = withoutLeaver(roundsStateWith(state2, { combatants: state2.combatants.filter((x) => x.id !== id) }), id);
    if (((_a = state2.turn) == null ? void 0 : _a.id) === id) {
      next2 = roundsStateWith(next2, { turn: null });
      const following = firstPending(next2);
      if (following) next2 = beginTurn(next2, following, events);
    }
    return { state: next2, events };
  }

  // src/rules/rounds/defense.ts
  function defenseBlocksReactions(c, round) {
    return c.defenseRound > 0 && round <= c.defenseRound + 1;
  }

  // src/rules/rounds/declare.ts
  function declareRounds(state2, id, action, note) {
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (!isRoundsActionKey(action)) return rejected(state2, { code: "not-in-rule-set", action, ruleSet: "rounds" });
    const turn = state2.turn;
    if (!turn || turn.id !== id) {
      return turn && isPending(state2, c) ? rejected(state2, { code: "not-first", id, first: turn.id, counter: state2.round }) : rejected(state2, { code: "not-due", id, nextAt: state2.round + 1, counter: state2.round });
    }
    const blocked = blocksActing(c.conditions);
    if (blocked) return rejected(state2, { code: "cannot-act", id, condition: blocked });
    if (turn.action !== null) return rejected(state2, { code: "already-declared", id });
    if (action === "defense" && c.reactedRound === state2.round) return rejected(state2, { code: "reacted-this-round", id, round: state2.round });
    const text2 = note.trim();
    const events = [
      { type: "action-declared", id, count: state2.round, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text2, turnGoesOn: true }
    ];
    let updated = c;
    if (action === "defense" || action === "ready") {
      const status2 = action === "defense" ? { kind: "defense", since: state2.round } : { kind: "ready", since: state2.round, trigger: text2 };
      updated = roundsCombatantWith(c, { status: status2, defenseRound: action === "defense" ? state2.round : c.defenseRound });
      events.push({ type: "marker-applied", id, marker: action, until: state2.round + 1 });
    }
    return { state: { ...replace2(state2, updated), turn: { id, action } }, events };
  }

  // src/rules/rounds/reactions.ts
  function reactionRefusal2(state2, c) {
    const blocked = blocksActing(c.conditions);
    if (blocked) return { code: "cannot-react", id: c.id, condition: blocked };
    if (defenseBlocksReactions(c, state2.round)) return { code: "in-defense", id: c.id };
    if (c.reactedRound === state2.round) return { code: "reacted-this-round", id: c.id, round: state2.round };
    return null;
  }
  function reactRounds(state2, id, note) {
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refusal2 = reactionRefusal2(state2, c);
    if (refusal2) return rejected(state2, refusal2);
    const until = state2.round + 1;
    return {
      state: replace2(state2, roundsCombatantWith(c, { reactedRound: state2.round })),
      events: [
        { type: "reacted", id, count: state2.round, until, note: note.trim() },
        { type: "marker-applied", id, marker: "reacted", until }
      ]
    };
  }
  function triggerReady(state2, id, note, readiedIn) {
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const status2 = c.status;
    if ((status2 == null ? void 0 : status2.kind) !== "ready") return rejected(state2, { code: "nothing-readied", id });
    if (readiedIn !== void 0 && status2.since !== readiedIn) return rejected(state2, { code: "old-trigger", id, round: readiedIn });
    const refusal2 = reactionRefusal2(state2, c);
    if (refusal2) return rejected(state2, refusal2);
    const dodge = dodgeRefused(state2, c, `${status2.trigger} ${note}`);
    if (dodge) return dodge;
    const until = state2.round + 1;
    return {
      state: replace2(state2, roundsCombatantWith(c, { status: null, reactedRound: state2.round })),
      events: [
        { type: "ready-fired", id, count: state2.round, note: note.trim() || status2.trigger },
        { type: "marker-expired", id, marker: "ready" },
        { type: "marker-applied", id, marker: "reacted", until }
      ]
    };
  }

  // src/rules/rounds/standing.ts
  function standRounds(state2, id, asReaction) {
    var _a, _b, _c;
    const c = findCombatant2(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refusal2 = standRefusal(c);
    if (refusal2) return rejected(state2, refusal2);
    const next2 = ((_a = state2.turn) == null ? void 0 : _a.id) === id || isPending(state2, c) ? state2.round : state2.round + 1;
    if (asReaction) {
      if (((_b = state2.turn) == null ? void 0 : _b.id) === id) return rejected(state2, { code: "stand-no-reaction", id, next: next2, now: true });
      const reacted = reactRounds(state2, id, "stands up");
      if (reacted.state === state2) return reacted;
      return standUp(reacted.state, id, state2.round, liftConditions2, true, reacted.events);
    }
    if (((_c = state2.turn) == null ? void 0 : _c.id) !== id) return rejected(state2, { code: "stand-later", id, next: next2, react: reactionRefusal2(state2, c) === null });
    return standUp(state2, id, state2.round, liftConditions2);
  }

  // src/rules/rounds/allowance.ts
  function allowanceChanges(before, after) {
    if (before === after || !before.turn || !after.turn || before.turn.id !== after.turn.id || before.round !== after.round) return [];
    const was = findCombatant2(before, before.turn.id);
    const now = findCombatant2(after, after.turn.id);
    if (!was || !now || was === now) return [];
    const allowance = allowanceOf(now, stoodAt(after, now.id, after.round));
    return JSON.stringify(allowance) === JSON.stringify(allowanceOf(was, stoodAt(before, was.id, before.round))) ? [] : [{ type: "allowance-changed", id: now.id, count: after.round, allowance }];
  }

  // src/rules/rounds/validate.ts
  function isObject2(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isInt2(value) {
    return typeof value === "number" && Number.isInteger(value);
  }
  function isRoundOrNone(value, round) {
    return isInt2(value) && value >= 0 && value <= round;
  }
  function checkStatus(s, where, round, problems) {
    if (s === null) return;
    if (!isObject2(s)) return void problems.push(`${where} is not an object`);
    if (s.kind !== "defense" && s.kind !== "ready") return void problems.push(`${where}.kind is unknown`);
    if (!isInt2(s.since) || s.since < Math.max(1, round - 1) || s.since > round) problems.push(`${where}.since is not this round or the last`);
    if (s.kind === "ready" && typeof s.trigger !== "string") problems.push(`${where}.trigger is not a string`);
  }
  function checkCombatant2(c, where, round, problems) {
    if (!isObject2(c)) return void problems.push(`${where} is not an object`);
    if (typeof c.id !== "string" || c.id === "") problems.push(`${where}.id is not a string`);
    if (typeof c.name !== "string") problems.push(`${where}.name is not a string`);
    if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
    if (!isInt2(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
    if (!isInt2(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
    if (!isInt2(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
    if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey)) problems.push(`${where}.conditions is malformed`);
    if (c.hexesPerRound !== null && (!isInt2(c.hexesPerRound) || c.hexesPerRound < 0 || c.hexesPerRound > MAX_HEXES_PER_ROUND)) {
      problems.push(`${where}.hexesPerRound is not null or a whole number from 0 to ${MAX_HEXES_PER_ROUND}`);
    }
    if (!isInt2(c.initiative)) problems.push(`${where}.initiative is not a whole number`);
    if (!Array.isArray(c.tie) || !c.tie.every((r) => isInt2(r) && r >= 1 && r <= 20)) problems.push(`${where}.tie is not a list of d20 rolls`);
    if (!isRoundOrNone(c.doneRound, round)) problems.push(`${where}.doneRound is not a round up to the current one`);
    if (!isRoundOrNone(c.reactedRound, round)) problems.push(`${where}.reactedRound is not a round up to the current one`);
    if (!isRoundOrNone(c.defenseRound, round)) problems.push(`${where}.defenseRound is not a round up to the current one`);
    checkStatus(c.status, `${where}.status`, round, problems);
  }
  var goodIn = /* @__PURE__ */ new WeakMap();
  function validateRoundsState(value) {
    const problems = [];
    if (!isObject2(value)) return ["the fight is not an object"];
    if (!isInt2(value.round) || value.round < 1) problems.push("round is not a whole number from 1");
    const round = isInt2(value.round) ? value.round : 1;
    if (!isInt2(value.nextArrival) || value.nextArrival < 0) problems.push("nextArrival is not a whole number");
    const combatants = Array.isArray(value.combatants) ? value.combatants : null;
    if (!combatants) problems.push("combatants is not a list");
    else {
      const ids = /* @__PURE__ */ new Set();
      combatants.forEach((c, i) => {
        if (!isObject2(c) || goodIn.get(c) !== round) {
          const before = problems.length;
          checkCombatant2(c, `combatants[${i}]`, round, problems);
          if (isObject2(c) && problems.length === before) goodIn.set(c, round);
        }
        if (isObject2(c)) {
          if (ids.has(c.id)) problems.push(`combatants[${i}].id is a duplicate`);
          ids.add(c.id);
          if (isInt2(c.arrival) && isInt2(value.nextArrival) && c.arrival >= value.nextArrival) {
            problems.push(`combatants[${i}].arrival is not below nextArrival`);
          }
        }
      });
    }
    const turn = value.turn;
    if (turn === null) {
      if (combatants == null ? void 0 : combatants.some((c) => isObject2(c) && isInt2(c.doneRound) && c.doneRound < round)) problems.push("turn is null while combatants are still to act");
    } else if (!isObject2(turn)) problems.push("turn is not an object or null");
    else {
      if (turn.action !== null && !isRoundsActionKey(turn.action)) problems.push("turn.action is unknown");
      const holder = combatants == null ? void 0 : combatants.find((c) => isObject2(c) && c.id === turn.id);
      if (typeof turn.id !== "string" || !isObject2(holder)) problems.push("turn.id is not a combatant in the fight");
      else if (holder.doneRound !== round) problems.push("turn.id names a combatant whose turn this round has not begun");
    }
    problems.push(...validateEffects(value.effects));
    problems.push(...validateStoodUp(value.stoodUp));
    problems.push(...foreignFields(value, ["spells", "speech", "keptAt"], "10-second rounds"));
    return problems;
  }

  // src/rules/rounds/index.ts
  var ROUND_TITLE = "Round";
  var NONE2 = /* @__PURE__ */ new Set();
  function marksOf2(state2, c) {
    const marks = [];
    if (c.status) marks.push({ kind: c.status.kind, until: c.status.since + 1, badge: null });
    if (c.reactedRound === state2.round) marks.push({ kind: "reacted", until: state2.round + 1, badge: null });
    return marks;
  }
  var rowOf = rowsBy((c) => c.initiative);
  var rowsOf2 = rowListBy(rowOf);
  function moveOutlook(state2, c) {
    var _a;
    if (((_a = state2.turn) == null ? void 0 : _a.id) === c.id) return { when: "now", at: null, allowance: allowanceOf(c, stoodAt(state2, c.id, state2.round)) };
    const pending = isPending(state2, c);
    return { when: pending ? "later" : "next-round", at: null, allowance: allowanceOf(c, pending && stoodAt(state2, c.id, state2.round)) };
  }
  var ANY_ACTION2 = { actions: ROUNDS_ACTIONS, taken: null };
  var NO_DEFENSE = { actions: ROUNDS_ACTIONS.filter((a) => a.key !== "defense"), taken: null, withheld: "No Stand in defense: you reacted this round." };
  var NO_ACTION = [];
  var TAKEN = new Map(ROUNDS_ACTION_KEYS.map((k) => [k, { actions: NO_ACTION, taken: k }]));
  function takenNow(action) {
    return TAKEN.get(action);
  }
  var rounds = {
    id: "rounds",
    name: "10-second rounds",
    // the next roll reads it: the next round's with reroll on, else when it joins a fight (docs/rules.md §9.3, ruling 31)
    perceptionUse: "for its initiative when it rolls again: each round with reroll=on, else if it joins a fight again",
    source: "rulebook page 000 (older edition)",
    actions: ROUNDS_ACTIONS,
    ties: "highest",
    start: (list, dice) => startRounds(list, dice),
    join: (state2, list, dice) => joinRounds(state2, list, dice),
    leave: leaveRounds,
    advance: (state2, dice, options) => advanceRounds(state2, dice, options),
    declare: (state2, id, action, _input, _dice, _options, note) => declareRounds(state2, id, action, note),
    react: (state2, id, note) => {
      var _a;
      return (_a = dodgeRefused(state2, findCombatant2(state2, id), note)) != null ? _a : reactRounds(state2, id, note);
    },
    reactionRefused(state2, id) {
      const c = findCombatant2(state2, id);
      return c ? reactionRefusal2(state2, c) : { code: "unknown-combatant" };
    },
    actionsNow(state2, id) {
      var _a;
      const turn = state2.turn;
      if (turn !== null && turn.id === id && turn.action !== null) return takenNow(turn.action);
      return ((_a = findCombatant2(state2, id)) == null ? void 0 : _a.reactedRound) === state2.round ? NO_DEFENSE : ANY_ACTION2;
    },
    stand: (state2, id, asReaction) => standRounds(state2, id, asReaction),
    place: placeInitiative,
    placeAll: placeInitiatives,
    setTier: setTierRounds,
    setPerception: setPerceptionRounds,
    changeConditions: changeConditionsRounds,
    rename(state2, id, name) {
      const combatants = renamedIn(state2.combatants, "id", "name", id, name);
      return combatants === state2.combatants ? state2 : { ...state2, combatants };
    },
    // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
    current: perState(currentCombatant2),
    order: actingOrder,
    clock: (state2) => state2.round,
    round: (state2) => state2.round,
    valueOf: (state2, id) => {
      var _a, _b;
      return (_b = (_a = findCombatant2(state2, id)) == null ? void 0 : _a.initiative) != null ? _b : null;
    },
    doneThisRound(state2, id) {
      var _a;
      const c = findCombatant2(state2, id);
      return c !== void 0 && !isPending(state2, c) && ((_a = state2.turn) == null ? void 0 : _a.id) !== id;
    },
    marks(state2, id) {
      const c = findCombatant2(state2, id);
      return c ? marksOf2(state2, c) : [];
    },
    allowance(state2, id) {
      var _a;
      const c = ((_a = state2.turn) == null ? void 0 : _a.id) === id ? findCombatant2(state2, id) : void 0;
      return c ? allowanceOf(c, stoodAt(state2, id, state2.round)) : null;
    },
    moveOutlook(state2, id) {
      const c = findCombatant2(state2, id);
      return c ? moveOutlook(state2, c) : null;
    },
    marksMoved(before, after, allowance) {
      var _a, _b;
      let moved = null;
      if (before.round !== after.round) {
        for (const c of after.combatants) if (c.reactedRound === before.round || c.reactedRound === after.round) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(c.id);
      }
      if (allowance && ((_a = before.turn) == null ? void 0 : _a.id) !== ((_b = after.turn) == null ? void 0 : _b.id)) {
        if (before.turn) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(before.turn.id);
        if (after.turn) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(after.turn.id);
      }
      return moved != null ? moved : NONE2;
    },
    tracker(state2) {
      const ordered = actingOrderView(state2);
      const current = currentCombatant2(state2);
      const rows = rowsOf2(ordered);
      const n = ordered.length;
      const round = state2.round;
      let done2 = 0;
      while (done2 < n && ordered[done2].doneRound >= round) done2 += 1;
      let pending = done2;
      while (pending < n && ordered[pending].doneRound < round) pending += 1;
      if (pending === n) {
        const still = rows.slice(done2);
        const due2 = current ? [rowOf(current)].concat(still) : still;
        const last = done2 > 0 ? ordered[done2 - 1] : void 0;
        if (current === void 0 || current.doneRound < round) return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due: due2, later: rows.slice(0, done2) };
        if (last !== void 0 && last.id === current.id) return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due: due2, later: rows.slice(0, done2 - 1) };
      }
      const due = [];
      const later = [];
      if (current) due.push(rowOf(current));
      const currentId = current == null ? void 0 : current.id;
      for (let i = 0; i < n; i += 1) {
        const c = ordered[i];
        if (c.doneRound < round) due.push(rows[i]);
        else if (c.id !== currentId) later.push(rows[i]);
      }
      return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due, later };
    },
    windowChanges: (before, after) => allowanceChanges(before, after),
    validate: validateRoundsState,
    trigger: triggerReady
  };

  // src/rules/seconds/actions.ts
  var SECONDS_ACTION_KEYS = ["combat", "magic", "skill", "move"];
  function isSecondsActionKey(value) {
    return typeof value === "string" && SECONDS_ACTION_KEYS.includes(value);
  }
  var PASS2 = "pass";
  var SECONDS_ACTIONS = [
    {
      key: "combat",
      label: "Combat",
      formula: "at your second (weapon speed is in the initiative)",
      describe: "melee, ranged, battle-magic, grapple, shove, trip",
      takes: ["note"]
    },
    {
      key: "magic",
      label: "Magic",
      formula: "starts at your second, takes effect after the casting time in seconds",
      describe: "axioms, incantations, devices, scrolls; a casting past second 20 is the action of both rounds",
      takes: ["cast", "tradition", "note"]
    },
    { key: "skill", label: "Use Skill/Object", formula: "at your second", describe: "a skill, an item, an object", takes: ["note"] },
    { key: "move", label: "Move", formula: "at your second", describe: "the round’s action is spent moving", takes: ["note"] }
  ];

  // src/rules/seconds/state.ts
  var SECONDS_PER_ROUND = 20;
  function clockAt(round, second) {
    return (round - 1) * SECONDS_PER_ROUND + second;
  }
  function clockOf(state2) {
    return clockAt(state2.round, state2.second);
  }
  function nextRoundClock(state2) {
    return clockAt(state2.round + 1, 1);
  }
  function bounded(value, limit) {
    if (value === void 0 || !Number.isFinite(value)) return 0;
    return Math.max(-limit, Math.min(limit, Math.trunc(value)));
  }
  var LIMITS3 = { speed: 20, adjustment: 99, mod: 20, cast: 200, hexes: 99, text: 500 };
  var SPEECH = { chars: 200, lines: 3 };
  function carriedAhead(carried) {
    const rounds2 = 1 + Math.max(0, Math.floor((carried - 1) / SECONDS_PER_ROUND));
    return { rounds: rounds2, value: carried - SECONDS_PER_ROUND * (rounds2 - 1) };
  }
  function aheadWords(ahead, round) {
    return `${ahead.value} of ${ahead.rounds === 1 ? "the next round" : `round ${round + ahead.rounds}`}`;
  }

  // src/rules/seconds/casting.ts
  function pendingSpell(state2, id) {
    let first;
    for (const s of state2.spells) if (s.casterId === id && (!first || s.resolvesAt < first.resolvesAt)) first = s;
    return first;
  }
  function nextActionClock(state2, c) {
    if (c.second !== null) return clockAt(state2.round, c.second);
    if (c.carried !== null) return clockAt(state2.round + 1, c.carried);
    let last = 0;
    for (const s of state2.spells) if (s.casterId === c.id) last = Math.max(last, s.resolvesAt);
    if (last >= nextRoundClock(state2)) return clockAt(Math.floor((last - 1) / SECONDS_PER_ROUND) + 2, 1);
    return nextRoundClock(state2);
  }

  // src/rules/seconds/copy.ts
  var SECONDS_COMBATANT_KEYS = [
    "id",
    "name",
    "tier",
    "perceptionMod",
    "initiativeAdjustment",
    "speed",
    "hexesPerRound",
    "arrival",
    "conditions",
    "second",
    "tie",
    "carried",
    "reacted"
  ];
  var SECONDS_STATE_KEYS = ["round", "second", "terrain", "combatants", "spells", "speech", "nextArrival"];
  function secondsCombatantWith(c, changes) {
    if (!hasKeys(c, SECONDS_COMBATANT_KEYS)) return { ...c, ...changes };
    return {
      id: c.id,
      name: "name" in changes ? changes.name : c.name,
      tier: "tier" in changes ? changes.tier : c.tier,
      perceptionMod: "perceptionMod" in changes ? changes.perceptionMod : c.perceptionMod,
      initiativeAdjustment: "initiativeAdjustment" in changes ? changes.initiativeAdjustment : c.initiativeAdjustment,
      speed: "speed" in changes ? changes.speed : c.speed,
      hexesPerRound: "hexesPerRound" in changes ? changes.hexesPerRound : c.hexesPerRound,
      arrival: c.arrival,
      conditions: "conditions" in changes ? changes.conditions : c.conditions,
      second: "second" in changes ? changes.second : c.second,
      tie: "tie" in changes ? changes.tie : c.tie,
      carried: "carried" in changes ? changes.carried : c.carried,
      reacted: "reacted" in changes ? changes.reacted : c.reacted
    };
  }
  function secondsStateWith(state2, changes) {
    if (!hasKeys(state2, SECONDS_STATE_KEYS)) return { ...state2, ...changes };
    return {
      round: "round" in changes ? changes.round : state2.round,
      second: "second" in changes ? changes.second : state2.second,
      terrain: "terrain" in changes ? changes.terrain : state2.terrain,
      combatants: "combatants" in changes ? changes.combatants : state2.combatants,
      spells: "spells" in changes ? changes.spells : state2.spells,
      speech: "speech" in changes ? changes.speech : state2.speech,
      nextArrival: "nextArrival" in changes ? changes.nextArrival : state2.nextArrival
    };
  }

  // src/rules/seconds/initiative.ts
  function rollInitiative3(dice, c) {
    const first = dice.roll(10);
    const second = dice.roll(10);
    const terms = [
      ...c.speed ? [{ label: "weapon speed", value: c.speed }] : [],
      ...c.initiativeAdjustment ? [{ label: "adjustment", value: c.initiativeAdjustment }] : []
    ];
    const initiative = Math.max(1, first + second + terms.reduce((sum, t) => sum + t.value, 0));
    return { dice: [first, second], terms, initiative };
  }
  function initiativeEvent(id, roll, round, joining, waits = false) {
    return {
      ...waits ? { waits: true } : {},
      type: "initiative-rolled",
      id,
      dice: [...roll.dice],
      sides: 10,
      terms: roll.terms,
      value: roll.initiative,
      base: 0,
      joining,
      count: clockAt(round, roll.initiative)
    };
  }
  function settleTies3(state2, second, dice) {
    const count = clockAt(state2.round, second);
    const group = state2.combatants.filter((c) => c.second === second);
    if (group.length < 2) return { state: state2, event: null };
    const kept = group.map((c) => c.tie && c.tie.count === count ? c.tie.rolls : null);
    const waves = group.map((c) => lateAt(c.tie, count));
    const { rolled: rolled2, ordered, byPlace } = breakTieInWaves(group, kept, waves, dice, "lowest");
    if (!rolled2) return { state: state2, event: null };
    let j = 0;
    const combatants = state2.combatants.map((c) => {
      if (c.second !== second) return c;
      const late = waves[j];
      const rolls = byPlace[j++];
      if (rolls.length === 0 && late === 0) return c;
      return secondsCombatantWith(c, { tie: late === 0 ? { count, rolls } : { count, rolls, late } });
    });
    return { state: secondsStateWith(state2, { combatants }), event: { type: "tie-broken", count, direction: "lowest", rolls: ordered } };
  }
  function settleAll2(state2, seconds2, dice, events) {
    let next2 = state2;
    for (const second of [...new Set(seconds2)].sort((a, b) => a - b)) {
      const settled = settleTies3(next2, second, dice);
      next2 = settled.state;
      if (settled.event) events.push(settled.event);
    }
    return next2;
  }

  // src/rules/seconds/order.ts
  function tieRollsIn(round, c) {
    return c.tie && c.second !== null && c.tie.count === clockAt(round, c.second) ? c.tie.rolls : [];
  }
  var NO_ROLLS3 = [];
  function byArrival(a, b) {
    if (a.arrival !== b.arrival) return a.arrival - b.arrival;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }
  function compareActing(state2, a, b) {
    return compareActingIn(state2.round, a, b);
  }
  function compareActingIn(round, a, b) {
    var _a, _b;
    if (a.second !== b.second) return ((_a = a.second) != null ? _a : 0) - ((_b = b.second) != null ? _b : 0);
    if (a.second !== null) {
      const count = clockAt(round, a.second);
      const late = lateAt(a.tie, count) - lateAt(b.tie, count);
      if (late !== 0) return late;
      const ta = a.tie;
      const tb = b.tie;
      return compareRolls(ta && ta.count === count ? ta.rolls : NO_ROLLS3, tb && tb.count === count ? tb.rolls : NO_ROLLS3) || byArrival(a, b);
    }
    return compareRolls(tieRollsIn(round, a), tieRollsIn(round, b)) || byArrival(a, b);
  }
  var compareIn = null;
  function comparatorFor(round) {
    if ((compareIn == null ? void 0 : compareIn.round) === round) return compareIn.compare;
    const compare2 = (a, b) => {
      var _a, _b;
      const ga = a.second !== null ? 0 : a.carried !== null ? 1 : 2;
      const gb = b.second !== null ? 0 : b.carried !== null ? 1 : 2;
      if (ga !== gb) return ga - gb;
      if (ga === 0) return compareActingIn(round, a, b);
      if (ga === 1 && a.carried !== b.carried) return ((_a = a.carried) != null ? _a : 0) - ((_b = b.carried) != null ? _b : 0);
      return byArrival(a, b);
    };
    compareIn = { round, compare: compare2 };
    return compare2;
  }
  function secondsOrder(state2) {
    return sortedBy(state2.combatants, comparatorFor(state2.round));
  }
  function secondsOrderView(state2) {
    return sortedView(state2.combatants, comparatorFor(state2.round));
  }
  function dueNow(state2) {
    return state2.combatants.filter((c) => c.second === state2.second).sort((a, b) => compareActing(state2, a, b));
  }
  var currentCombatant3 = perState((state2) => {
    const first = secondsOrderView(state2)[0];
    if (first === void 0 || first.second === null || first.second > state2.second) return void 0;
    if (first.second === state2.second) return first;
    let best;
    for (const c of state2.combatants) {
      if (c.second === state2.second && (!best || compareActing(state2, c, best) < 0)) best = c;
    }
    return best;
  });
  function findCombatant3(state2, id) {
    return findById(state2.combatants, id);
  }

  // src/rules/seconds/terrain.ts
  var TERRAIN_KEYS = ["road", "floor", "plains", "tundra", "desert", "forest", "hills", "swamp", "jungle", "mountains"];
  var DIVISOR_TENTHS = {
    road: 10,
    floor: 10,
    plains: 14,
    tundra: 18,
    desert: 19,
    forest: 22,
    hills: 24,
    swamp: 27,
    jungle: 28,
    mountains: 32
  };
  var DEFAULT_TERRAIN = "road";
  function isTerrainKey(value) {
    return typeof value === "string" && TERRAIN_KEYS.includes(value);
  }
  function parseTerrain(input) {
    const text2 = input.trim().toLowerCase();
    return isTerrainKey(text2) ? text2 : void 0;
  }
  function terrainHexes(hexes, terrain2) {
    const d = DIVISOR_TENTHS[terrain2];
    const h = Math.max(0, Math.trunc(hexes));
    return Math.floor((20 * h + d) / (2 * d));
  }

  // src/rules/seconds/moments.ts
  var MOMENT_SECONDS = [1, 6, 11, 16];
  var MOMENT_WEIGHTS = [4, 3, 3, 2];
  var WEIGHT_TOTAL = 12;
  function momentIndex(second) {
    const i = MOMENT_SECONDS.indexOf(second);
    return i < 0 ? null : i;
  }
  function splitMoments(hexes) {
    const h = Math.max(0, Math.trunc(hexes));
    const parts = MOMENT_WEIGHTS.map((w) => Math.floor(h * w / WEIGHT_TOTAL));
    const remainders = MOMENT_WEIGHTS.map((w, i) => ({ i, r: h * w % WEIGHT_TOTAL }));
    let left = h - parts.reduce((a, b) => a + b, 0);
    for (const { i } of [...remainders].sort((a, b) => b.r - a.r)) {
      if (left === 0) break;
      parts[i] = parts[i] + 1;
      left -= 1;
    }
    return parts;
  }
  var SPLITS_KEPT = 255;
  var splits = [];
  function momentShare(hexes, index) {
    const h = Math.max(0, Math.trunc(hexes));
    if (!(h <= SPLITS_KEPT)) return splitMoments(hexes)[index];
    let split = splits[h];
    if (split === void 0) {
      split = splitMoments(h);
      splits[h] = split;
    }
    return split[index];
  }
  function roundHexes(c) {
    var _a;
    return (_a = c.hexesPerRound) != null ? _a : TIER_HEXES_PER_ROUND[c.tier];
  }
  function allowanceAt(c, terrain2, index) {
    var _a, _b;
    const held = blocksMoving(c.conditions);
    if (held) return { kind: "held", reason: held };
    const hexes = terrainHexes(roundHexes(c), terrain2);
    const walk = (_a = momentShare(hexes, index)) != null ? _a : 0;
    if (c.conditions.includes("prone")) {
      return { kind: "crawl", hexes: (_b = momentShare(Math.floor(hexes / 3), index)) != null ? _b : 0, full: walk };
    }
    return { kind: "move", hexes: walk };
  }

  // src/rules/seconds/transition.ts
  function replace3(state2, was, updated) {
    const at = state2.combatants.indexOf(was);
    if (at < 0) return secondsStateWith(state2, { combatants: state2.combatants.map((c) => c.id === updated.id ? updated : c) });
    const combatants = state2.combatants.slice();
    combatants[at] = updated;
    return secondsStateWith(state2, { combatants });
  }
  function sameTurn2(clockA, a, clockB, b) {
    if (typeof clockA !== "number" || typeof clockB !== "number") return `${clockA}:${a.id}` === `${clockB}:${b.id}`;
    return a.id === b.id && (clockA === clockB || String(clockA) === String(clockB));
  }
  function finish2(before, state2, events) {
    var _a;
    const current = currentCombatant3(state2);
    if (current) {
      const was = currentCombatant3(before);
      if (!was || !sameTurn2(clockOf(state2), current, clockOf(before), was)) {
        events.push({ type: "turn-due", id: current.id, count: clockOf(state2), blockedBy: (_a = blocksActing(current.conditions)) != null ? _a : null });
      }
    }
    return { state: state2, events };
  }

  // src/rules/seconds/overrides.ts
  var liftConditions3 = (state2, id, remove3) => changeConditions2(state2, id, [], remove3);
  function placeAt(state2, id, value, dice) {
    return placeAllAt(state2, [id], value, dice);
  }
  function placeAllAt(state2, ids, value, dice) {
    var _a;
    if (!Number.isInteger(value) || value < 1 || value > SECONDS_PER_ROUND) {
      return rejected(state2, { code: "bad-value", field: "count", low: 1, high: SECONDS_PER_ROUND });
    }
    const events = [];
    const count = clockAt(state2.round, value);
    const late = value === state2.second ? nextWave(othersAt(state2.combatants, (c) => c.second === value), count) : 0;
    let moved = state2;
    for (const id of ids) {
      const c = findCombatant3(moved, id);
      if (!c) return rejected(state2, UNKNOWN);
      if (value < state2.second) return rejected(state2, { code: "count-in-past", count: clockAt(state2.round, value), counter: clockOf(state2) });
      if (value === c.second) continue;
      events.push({ type: "overridden", id, field: "nextAt", from: (_a = c.second) != null ? _a : c.carried === null ? "–" : aheadWords(carriedAhead(c.carried), state2.round), to: value });
      moved = replace3(moved, c, secondsCombatantWith(c, { second: value, carried: null, tie: late === 0 ? null : { count, rolls: [], late } }));
    }
    if (moved === state2) return { state: state2, events: [] };
    const settled = settleTies3(moved, value, dice);
    if (settled.event) events.push(settled.event);
    return finish2(state2, settled.state, events);
  }
  function setTier2(state2, id, tier) {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (c.tier === tier) return { state: state2, events: [] };
    return { state: replace3(state2, c, secondsCombatantWith(c, { tier })), events: [{ type: "overridden", id, field: "tier", from: c.tier, to: tier }] };
  }
  function setPerception2(state2, id, mod) {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS3.mod) return rejected(state2, { code: "bad-value", field: "perception", low: -LIMITS3.mod, high: LIMITS3.mod });
    if (c.perceptionMod === mod) return { state: state2, events: [] };
    return {
      state: replace3(state2, c, secondsCombatantWith(c, { perceptionMod: mod })),
      events: [{ type: "overridden", id, field: "perceptionMod", from: c.perceptionMod, to: mod }]
    };
  }
  function setTerrain(state2, name) {
    const terrain2 = parseTerrain(name);
    if (!terrain2) return rejected(state2, { code: "bad-value", field: "terrain", low: 0, high: 0 });
    if (terrain2 === state2.terrain) return { state: state2, events: [] };
    return { state: secondsStateWith(state2, { terrain: terrain2 }), events: [{ type: "overridden", id: "", field: "terrain", from: state2.terrain, to: terrain2 }] };
  }
  function changeConditions2(state2, id, add2, remove3) {
    var _a, _b;
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const change = conditionChange(c.conditions, add2, remove3, isConditionKey);
    if (!change) return { state: state2, events: [] };
    const { added, removed, conditions } = change;
    const events = [{ type: "conditions-changed", id, added, removed }];
    const next2 = replace3(state2, c, secondsCombatantWith(c, { conditions }));
    if (((_a = currentCombatant3(next2)) == null ? void 0 : _a.id) === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
      events.push({ type: "turn-due", id, count: clockOf(state2), blockedBy: (_b = blocksActing(conditions)) != null ? _b : null });
    }
    return { state: next2, events };
  }

  // src/rules/seconds/clock.ts
  function nextEventSecond(state2) {
    let next2 = SECONDS_PER_ROUND + 1;
    for (let i = 0; i < MOMENT_SECONDS.length; i += 1) {
      const m = MOMENT_SECONDS[i];
      if (m > state2.second && m < next2) next2 = m;
    }
    const list = state2.combatants;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i];
      if (c.second !== null && c.second > state2.second && c.second < next2) next2 = c.second;
    }
    const now = clockOf(state2);
    const spells = state2.spells;
    for (let i = 0; i < spells.length; i += 1) {
      const s = spells[i];
      const second = s.resolvesAt - clockAt(state2.round, 0);
      if (s.resolvesAt > now && second < next2) next2 = second;
    }
    const effects = effectsOf(state2);
    for (let i = 0; i < effects.length; i += 1) {
      const e = effects[i];
      if (e.ends.kind !== "clock" || !(e.ends.at > now)) continue;
      const second = e.ends.at - clockAt(state2.round, 0);
      if (second < next2) next2 = second;
    }
    return next2;
  }
  function arriveAt2(arriving, events) {
    const state2 = expireOnArrival(arriving, clockOf(arriving), arriving.round, liftConditions3, events);
    const count = clockOf(state2);
    let next2 = state2;
    let resolves = false;
    for (let i = 0; i < state2.spells.length; i += 1) if (state2.spells[i].resolvesAt <= count) resolves = true;
    const resolving = resolves ? state2.spells.filter((s) => s.resolvesAt <= count) : [];
    if (resolving.length > 0) {
      next2 = secondsStateWith(next2, { spells: next2.spells.filter((s) => s.resolvesAt > count) });
      for (const s of resolving) events.push({ type: "spell-resolves", id: s.casterId, name: s.casterName, count, note: s.note });
      for (const id of new Set(resolving.map((s) => s.casterId))) {
        if (findCombatant3(next2, id) && !pendingSpell(next2, id)) events.push({ type: "marker-expired", id, marker: "casting" });
      }
    }
    const index = momentIndex(state2.second);
    if (index !== null) {
      events.push({
        type: "movement-window",
        count,
        index,
        tiers: [],
        // in the order they joined: the card lists them
        combatants: next2.combatants.map((c) => ({ id: c.id, tier: c.tier, allowance: allowanceAt(c, next2.terrain, index) }))
      });
    }
    return next2;
  }
  function withSheetNow(c, read2) {
    if (!read2) return c;
    const speed = bounded(read2.speed, LIMITS3.speed);
    const initiativeAdjustment = bounded(read2.initiativeAdjustment, LIMITS3.adjustment);
    return speed === c.speed && initiativeAdjustment === c.initiativeAdjustment ? c : secondsCombatantWith(c, { speed, initiativeAdjustment });
  }
  function newRound(state2, dice, events, now) {
    const ending = clockAt(state2.round, SECONDS_PER_ROUND);
    for (const s of state2.speech) events.push({ type: "speech", id: s.id, name: s.name, text: s.text, count: ending });
    const round = state2.round + 1;
    const start2 = clockAt(round, 1);
    events.push({ type: "counter-advanced", from: clockOf(state2), to: start2 });
    events.push({ type: "round-started", round, count: start2 });
    for (const c of state2.combatants) if (c.reacted) events.push({ type: "marker-expired", id: c.id, marker: "reacted" });
    const seconds2 = [];
    const combatants = state2.combatants.map((was) => {
      const read2 = now == null ? void 0 : now(was.id);
      const hexes = hexesNow(read2, LIMITS3.hexes);
      const c = hexes === void 0 || hexes === was.hexesPerRound ? was : secondsCombatantWith(was, { hexesPerRound: hexes });
      const fresh = secondsCombatantWith(c, { second: null, tie: null, carried: null, reacted: false });
      if (c.carried !== null) {
        events.push({ type: "action-carried", id: c.id, count: start2 });
        if (c.carried > SECONDS_PER_ROUND) return { ...fresh, carried: c.carried - SECONDS_PER_ROUND };
        seconds2.push(c.carried);
        return { ...fresh, second: c.carried };
      }
      if (pendingSpell(state2, c.id)) {
        events.push({ type: "casting-continues", id: c.id, count: start2 });
        return fresh;
      }
      const rolled2 = withSheetNow(fresh, read2);
      const roll = rollInitiative3(dice, rolled2);
      events.push(initiativeEvent(c.id, roll, round, false));
      if (roll.initiative > SECONDS_PER_ROUND) return { ...rolled2, carried: roll.initiative - SECONDS_PER_ROUND };
      seconds2.push(roll.initiative);
      return { ...rolled2, second: roll.initiative };
    });
    const next2 = settleAll2(secondsStateWith(state2, { round, second: 1, speech: [], combatants }), seconds2, dice, events);
    return arriveAt2(settleTurnsUsed(next2, events, clockOf(next2), round, liftConditions3), events);
  }
  function anyDueNow(state2) {
    const list = state2.combatants;
    for (let i = 0; i < list.length; i += 1) if (list[i].second === state2.second) return true;
    return false;
  }
  function passOver2(state2, c, events) {
    const blocked = blocksActing(c.conditions);
    events.push({
      type: "action-declared",
      id: c.id,
      count: clockOf(state2),
      coolDown: null,
      action: PASS2,
      nextAt: null,
      changeWaived: false,
      passedOver: true,
      note: blocked ? `${blocked}: the turn is lost` : ""
    });
    return replace3(state2, c, secondsCombatantWith(c, { second: null, tie: null }));
  }
  function advance2(state2, dice, mode, now) {
    const events = [];
    let next2 = state2;
    const current = currentCombatant3(next2);
    if (current) {
      next2 = passOver2(next2, current, events);
      if (anyDueNow(next2)) return finish2(state2, next2, events);
      next2 = settleTurnsUsed(next2, events, clockOf(next2), next2.round, liftConditions3);
    }
    const to = mode === "step" ? next2.second + 1 : nextEventSecond(next2);
    if (to > SECONDS_PER_ROUND) next2 = newRound(next2, dice, events, now);
    else {
      events.push({ type: "counter-advanced", from: clockOf(next2), to: clockAt(next2.round, to) });
      next2 = arriveAt2(secondsStateWith(next2, { second: to }), events);
    }
    return finish2(state2, next2, events);
  }

  // src/rules/seconds/joining.ts
  function emptyFight() {
    return { round: 1, second: 1, terrain: DEFAULT_TERRAIN, combatants: [], spells: [], speech: [], nextArrival: 0 };
  }
  function startFight(list, dice) {
    const empty2 = emptyFight();
    if (list.length === 0) return rejected(empty2, { code: "no-combatants" });
    const events = [
      { type: "combat-started", counter: 1 },
      { type: "round-started", round: 1, count: 1 }
    ];
    const next2 = arriveAt2(admit2(empty2, list, dice, false, events), events);
    return finish2(empty2, next2, events);
  }
  function joinFight(state2, list, dice) {
    const events = [];
    const fresh = newcomers(state2, list, findCombatant3, events);
    if (fresh.length === 0) return { state: state2, events };
    return finish2(state2, admit2(state2, fresh, dice, true, events), events);
  }
  function admit2(state2, list, dice, joining, events) {
    var _a;
    let next2 = state2;
    const seen2 = new Set(state2.combatants.map((c) => c.id));
    const seconds2 = [];
    for (const n of list) {
      if (seen2.has(n.id)) continue;
      seen2.add(n.id);
      const hexes = n.hexesPerRound;
      const base = {
        id: n.id,
        name: n.name,
        tier: n.tier,
        perceptionMod: bounded(n.perceptionMod, LIMITS3.mod),
        initiativeAdjustment: bounded(n.initiativeAdjustment, LIMITS3.adjustment),
        speed: bounded(n.speed, LIMITS3.speed),
        hexesPerRound: hexes === void 0 || !Number.isFinite(hexes) ? null : Math.max(0, Math.min(LIMITS3.hexes, Math.trunc(hexes))),
        arrival: next2.nextArrival,
        // Stryker disable next-line ArrayDeclaration: equivalent, anything but a condition key is filtered out
        conditions: [...new Set((_a = n.conditions) != null ? _a : [])].filter(isConditionKey),
        second: null,
        tie: null,
        carried: null,
        reacted: false
      };
      const placed = joining && Number.isInteger(n.placed) && n.placed >= state2.second && n.placed <= SECONDS_PER_ROUND ? n.placed : null;
      if (placed !== null) {
        const count = clockAt(state2.round, placed);
        const late = placed === state2.second ? nextWave(othersAt(next2.combatants, (x) => x.second === placed), count) : 0;
        events.push({ type: "initiative-rolled", id: n.id, dice: [], sides: 10, terms: [], value: placed, base: 0, joining, count, placed: true });
        next2 = secondsStateWith(next2, { combatants: [...next2.combatants, { ...base, second: placed, tie: late === 0 ? null : { count, rolls: [], late } }], nextArrival: next2.nextArrival + 1 });
        seconds2.push(placed);
        continue;
      }
      const roll = rollInitiative3(dice, base);
      const waits = joining && roll.initiative <= SECONDS_PER_ROUND && roll.initiative <= state2.second;
      events.push(initiativeEvent(n.id, roll, state2.round, joining, waits));
      let combatant = base;
      if (roll.initiative > SECONDS_PER_ROUND) combatant = { ...base, carried: roll.initiative - SECONDS_PER_ROUND };
      else if (!joining || roll.initiative > state2.second) {
        combatant = { ...base, second: roll.initiative };
        seconds2.push(roll.initiative);
      }
      next2 = secondsStateWith(next2, { combatants: [...next2.combatants, combatant], nextArrival: next2.nextArrival + 1 });
    }
    return settleAll2(next2, seconds2, dice, events);
  }
  function leaveFight(state2, id) {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const casting = state2.spells.some((x) => x.casterId === id);
    const left = secondsStateWith(state2, { combatants: state2.combatants.filter((x) => x.id !== id), ...casting ? { spells: state2.spells.filter((x) => x.casterId !== id) } : {} });
    const next2 = withoutLeaver(left, id);
    return finish2(state2, next2, [{ type: "left", id, name: c.name }]);
  }

  // src/rules/seconds/allowance.ts
  function allowanceNow(state2, c) {
    const index = momentIndex(state2.second);
    return index === null ? null : allowanceIn2(state2, c, index);
  }
  var STOOD2 = { kind: "move", hexes: 0 };
  function allowanceIn2(state2, c, index) {
    return stoodAt(state2, c.id, clockOf(state2)) ? STOOD2 : allowanceAt(c, state2.terrain, index);
  }
  function windowChanges2(before, after) {
    if (before === after || clockOf(before) !== clockOf(after)) return [];
    const index = momentIndex(after.second);
    if (index === null) return [];
    const events = [];
    const list = before.combatants;
    const sameTerrain = before.terrain === after.terrain;
    for (let i = 0; i < after.combatants.length; i += 1) {
      const c = after.combatants[i];
      if (sameTerrain && list[i] === c) continue;
      const was = lastById(list, c.id);
      if (was === c && sameTerrain) continue;
      const a = allowanceIn2(after, c, index);
      if (!was || !sameJson(a, allowanceIn2(before, was, index))) {
        events.push({ type: "allowance-changed", id: c.id, count: clockOf(after), allowance: a });
      }
    }
    return events;
  }

  // src/rules/seconds/reactions.ts
  function reactionRefusal3(state2, c) {
    const blocked = blocksActing(c.conditions);
    if (blocked) return { code: "cannot-react", id: c.id, condition: blocked };
    return c.reacted ? { code: "reacted-this-round", id: c.id, round: state2.round } : null;
  }
  function react2(state2, id, note = "") {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refused = reactionRefusal3(state2, c);
    if (refused) return rejected(state2, refused);
    const until = nextRoundClock(state2);
    const events = [
      { type: "reacted", id, count: clockOf(state2), until, note: note.trim() },
      { type: "marker-applied", id, marker: "reacted", until }
    ];
    return finish2(state2, replace3(state2, c, secondsCombatantWith(c, { reacted: true })), events);
  }

  // src/rules/seconds/standing.ts
  function stand2(state2, id, asReaction) {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const refusal2 = standRefusal(c);
    if (refusal2) return rejected(state2, refusal2);
    if (asReaction) {
      const reacted = react2(state2, id, "stands up");
      return reacted.state === state2 ? reacted : standUp(reacted.state, id, clockOf(state2), liftConditions3, false, reacted.events);
    }
    if (momentIndex(state2.second) === null) {
      const later = MOMENT_SECONDS.find((s) => s > state2.second);
      return rejected(state2, { code: "stand-later", id, next: later === void 0 ? clockAt(state2.round + 1, MOMENT_SECONDS[0]) : clockAt(state2.round, later), react: reactionRefusal3(state2, c) === null });
    }
    return standUp(state2, id, clockOf(state2), liftConditions3);
  }

  // src/rules/seconds/declare.ts
  function declareAction2(state2, id, action, input, note = "") {
    var _a, _b, _c;
    if (!isSecondsActionKey(action)) return rejected(state2, { code: "not-in-rule-set", action, ruleSet: "seconds" });
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const count = clockOf(state2);
    if (c.second !== state2.second) return rejected(state2, { code: "not-due", id, nextAt: nextActionClock(state2, c), counter: count });
    const current = currentCombatant3(state2);
    if (current.id !== c.id) return rejected(state2, { code: "not-first", id, first: current.id, counter: count });
    const blocked = blocksActing(c.conditions);
    if (blocked) return rejected(state2, { code: "cannot-act", id, condition: blocked });
    const problem = (_b = (_a = checkInteger(input.speed, "speed", -LIMITS3.speed, LIMITS3.speed)) != null ? _a : checkInteger(input.mod, "mod", -LIMITS3.mod, LIMITS3.mod)) != null ? _b : checkInteger(input.cast, "cast", 0, LIMITS3.cast);
    if (problem) return rejected(state2, problem);
    const text2 = note.trim();
    const events = [
      { type: "action-declared", id, count, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text2 }
    ];
    let next2 = replace3(state2, c, secondsCombatantWith(c, { second: null, tie: null }));
    if (action === "magic") {
      const resolvesAt = count + ((_c = input.cast) != null ? _c : 0);
      if (resolvesAt <= count) events.push({ type: "spell-resolves", id, name: c.name, count, note: text2 });
      else {
        next2 = secondsStateWith(next2, { spells: [...next2.spells, { casterId: id, casterName: c.name, castAt: count, resolvesAt, note: text2 }] });
        events.push({ type: "spell-cast", id, resolvesAt, note: text2 });
        events.push({ type: "marker-applied", id, marker: "casting", until: resolvesAt });
      }
    }
    return finish2(state2, next2, events);
  }

  // src/rules/seconds/speech.ts
  function say(state2, id, text2) {
    const c = findCombatant3(state2, id);
    if (!c) return rejected(state2, UNKNOWN);
    const mute = speechBlockedBy(c.conditions);
    if (mute) return rejected(state2, { code: "cannot-speak", id, condition: mute });
    const words2 = text2.trim();
    const chars = Array.from(words2).length;
    if (chars === 0 || chars > SPEECH.chars) return rejected(state2, { code: "bad-value", field: "text", low: 1, high: SPEECH.chars });
    let held = 0;
    for (const s of state2.speech) if (s.id === id) held += 1;
    if (held >= SPEECH.lines) return rejected(state2, { code: "speech-full", id, lines: SPEECH.lines });
    const count = clockOf(state2);
    return {
      state: secondsStateWith(state2, { speech: [...state2.speech, { id, name: c.name, text: words2, count }] }),
      events: [{ type: "speech-held", id, count }]
    };
  }

  // src/rules/seconds/validate.ts
  function isObject3(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isInt3(value) {
    return typeof value === "number" && Number.isInteger(value);
  }
  function isSecond(value) {
    return isInt3(value) && value >= 1 && value <= SECONDS_PER_ROUND;
  }
  function checkCombatant3(c, where, clock, problems) {
    if (!isObject3(c)) return void problems.push(`${where} is not an object`);
    if (typeof c.id !== "string" || c.id === "") problems.push(`${where}.id is not a string`);
    if (typeof c.name !== "string") problems.push(`${where}.name is not a string`);
    if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
    if (!isInt3(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
    if (!isInt3(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
    if (!isInt3(c.speed) || Math.abs(c.speed) > LIMITS3.speed) problems.push(`${where}.speed is not a whole number within ±${LIMITS3.speed}`);
    if (c.hexesPerRound !== null && (!isInt3(c.hexesPerRound) || c.hexesPerRound < 0 || c.hexesPerRound > LIMITS3.hexes)) {
      problems.push(`${where}.hexesPerRound is not null or 0..${LIMITS3.hexes}`);
    }
    if (!isInt3(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
    if (c.second !== null && (!isSecond(c.second) || c.second < clock.second)) {
      problems.push(`${where}.second is not null or a second from the current one to ${SECONDS_PER_ROUND}`);
    }
    if (c.carried !== null && (!isInt3(c.carried) || c.carried < 1)) problems.push(`${where}.carried is not null or a second to come`);
    if (c.second !== null && c.carried !== null) problems.push(`${where} both acts this round and is carried over`);
    if (c.tie !== null) {
      if (!validTie(c.tie)) problems.push(`${where}.tie is malformed`);
    }
    if (typeof c.reacted !== "boolean") problems.push(`${where}.reacted is not true or false`);
    if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey) || new Set(c.conditions).size !== c.conditions.length) {
      problems.push(`${where}.conditions is malformed`);
    }
  }
  var goodUpTo2 = /* @__PURE__ */ new WeakMap();
  function validateSecondsState(value) {
    const problems = [];
    if (!isObject3(value)) return ["the fight is not an object"];
    if (!isInt3(value.round) || value.round < 1) problems.push("round is not a whole number from 1");
    if (!isSecond(value.second)) problems.push(`second is not a whole number from 1 to ${SECONDS_PER_ROUND}`);
    const round = isInt3(value.round) && value.round >= 1 ? value.round : 1;
    const second = isSecond(value.second) ? value.second : 1;
    const clock = { round, second, now: clockAt(round, second) };
    if (!isTerrainKey(value.terrain)) problems.push("terrain is not a terrain");
    if (!isInt3(value.nextArrival) || value.nextArrival < 0) problems.push("nextArrival is not a whole number");
    const ids = /* @__PURE__ */ new Set();
    const beforeCombatants = problems.length;
    if (!Array.isArray(value.combatants)) problems.push("combatants is not a list");
    else {
      value.combatants.forEach((c, i) => {
        const seen2 = isObject3(c) ? goodUpTo2.get(c) : void 0;
        if (seen2 === void 0 || seen2 < clock.second) {
          const before = problems.length;
          checkCombatant3(c, `combatants[${i}]`, clock, problems);
          if (isObject3(c) && problems.length === before) goodUpTo2.set(c, clock.second);
        }
        if (isObject3(c)) {
          if (ids.has(c.id)) problems.push(`combatants[${i}].id is a duplicate`);
          ids.add(c.id);
          if (isInt3(c.arrival) && isInt3(value.nextArrival) && c.arrival >= value.nextArrival) {
            problems.push(`combatants[${i}].arrival is not below nextArrival`);
          }
        }
      });
    }
    const combatantsWhole = problems.length === beforeCombatants;
    if (!Array.isArray(value.spells)) problems.push("spells is not a list");
    else {
      value.spells.forEach((s, i) => {
        if (!isObject3(s) || typeof s.casterId !== "string" || typeof s.casterName !== "string" || !isInt3(s.castAt) || !isInt3(s.resolvesAt) || typeof s.note !== "string" || s.castAt < 1 || s.castAt > clock.now || s.resolvesAt <= clock.now) {
          problems.push(`spells[${i}] is malformed`);
        } else if (combatantsWhole && !ids.has(s.casterId)) problems.push(`spells[${i}].casterId is no combatant of the fight`);
      });
    }
    if (!Array.isArray(value.speech)) problems.push("speech is not a list");
    else {
      const roundStart = clockAt(round, 1);
      value.speech.forEach((s, i) => {
        if (!isObject3(s) || typeof s.id !== "string" || typeof s.name !== "string" || typeof s.text !== "string" || s.text.length > LIMITS3.text || !isInt3(s.count) || s.count < roundStart || s.count > clock.now) {
          problems.push(`speech[${i}] is malformed`);
        }
      });
    }
    problems.push(...validateEffects(value.effects));
    problems.push(...validateStoodUp(value.stoodUp));
    problems.push(...foreignFields(value, ["keptAt"], "20-second rounds"));
    return problems;
  }

  // src/rules/seconds/index.ts
  function secondsTitle(state2) {
    return `Round ${state2.round} · second ${state2.second}`;
  }
  function valueOf(c) {
    var _a;
    return (_a = c.second) != null ? _a : c.carried;
  }
  function moveOutlook2(state2, c) {
    const now = allowanceNow(state2, c);
    if (now) return { when: "now", at: clockOf(state2), allowance: now };
    const index = MOMENT_SECONDS.findIndex((s) => s > state2.second);
    const at = index < 0 ? clockAt(state2.round + 1, MOMENT_SECONDS[0]) : clockAt(state2.round, MOMENT_SECONDS[index]);
    return { when: "later", at, allowance: allowanceAt(c, state2.terrain, index < 0 ? 0 : index) };
  }
  function marksOf3(state2, c) {
    const marks = [];
    if (c.reacted) marks.push({ kind: "reacted", until: nextRoundClock(state2), badge: null });
    let landing = null;
    for (const s of state2.spells) if (s.casterId === c.id && (landing === null || s.resolvesAt < landing)) landing = s.resolvesAt;
    if (landing !== null) marks.push({ kind: "casting", until: landing, badge: landing - clockOf(state2) });
    return marks;
  }
  var rowOf2 = rowsBy(valueOf);
  var rowsOf3 = rowListBy(rowOf2);
  var NONE3 = /* @__PURE__ */ new Set();
  var ANY_ACTION3 = { actions: SECONDS_ACTIONS, taken: null };
  var seconds = {
    id: "seconds",
    name: "20-second rounds",
    // recorded only (docs/rules.md §9.2, ruling 29)
    perceptionUse: "recorded only: 20-second rounds do not read it",
    source: "rulebook page 001 (previous edition)",
    actions: SECONDS_ACTIONS,
    ties: "lowest",
    start: (list, dice) => startFight(list, dice),
    join: (state2, list, dice) => joinFight(state2, list, dice),
    leave: leaveFight,
    advance: (state2, dice, options, mode) => advance2(state2, dice, mode, options.initiativeNow),
    declare: (state2, id, action, input, _dice, _options, note) => declareAction2(state2, id, action, input, note),
    react: (state2, id, note) => {
      var _a;
      return (_a = dodgeRefused(state2, findCombatant3(state2, id), note)) != null ? _a : react2(state2, id, note);
    },
    reactionRefused(state2, id) {
      const c = findCombatant3(state2, id);
      return c ? reactionRefusal3(state2, c) : { code: "unknown-combatant" };
    },
    // a turn is its action: any of the table's, and the turn is over
    actionsNow: () => ANY_ACTION3,
    stand: (state2, id, asReaction) => stand2(state2, id, asReaction),
    place: placeAt,
    placeAll: placeAllAt,
    setTier: setTier2,
    setPerception: setPerception2,
    changeConditions: changeConditions2,
    rename(state2, id, name) {
      const combatants = renamedIn(state2.combatants, "id", "name", id, name);
      const spells = renamedIn(state2.spells, "casterId", "casterName", id, name);
      const speech = renamedIn(state2.speech, "id", "name", id, name);
      return combatants === state2.combatants && spells === state2.spells && speech === state2.speech ? state2 : { ...state2, combatants, spells, speech };
    },
    terrain: setTerrain,
    say,
    // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
    current: currentCombatant3,
    order: secondsOrder,
    clock: clockOf,
    round: (state2) => state2.round,
    valueOf(state2, id) {
      const c = findCombatant3(state2, id);
      return c ? valueOf(c) : null;
    },
    ahead(state2, id) {
      const c = findCombatant3(state2, id);
      return c === void 0 || c.second !== null || c.carried === null ? null : carriedAhead(c.carried);
    },
    marks(state2, id) {
      const c = findCombatant3(state2, id);
      return c ? marksOf3(state2, c) : [];
    },
    allowance(state2, id) {
      const c = findCombatant3(state2, id);
      return c ? allowanceNow(state2, c) : null;
    },
    moveOutlook(state2, id) {
      const c = findCombatant3(state2, id);
      return c ? moveOutlook2(state2, c) : null;
    },
    marksMoved(before, after, allowance) {
      if (allowance && (before.terrain !== after.terrain || before.second !== after.second && (momentIndex(before.second) !== null || momentIndex(after.second) !== null))) {
        return null;
      }
      let moved = null;
      if (before.round !== after.round) {
        for (const c of after.combatants) if (c.reacted) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(c.id);
      }
      if (before.round !== after.round || before.second !== after.second || before.spells !== after.spells) {
        for (const s of before.spells) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(s.casterId);
        for (const s of after.spells) (moved != null ? moved : moved = /* @__PURE__ */ new Set()).add(s.casterId);
      }
      return moved != null ? moved : NONE3;
    },
    tracker(state2) {
      const ordered = secondsOrderView(state2);
      let head = 0;
      while (head < ordered.length && ordered[head].second === state2.second) head += 1;
      let rest = head;
      while (rest < ordered.length && ordered[rest].second !== state2.second) rest += 1;
      if (rest === ordered.length) {
        const rows = rowsOf3(ordered);
        return { title: secondsTitle(state2), value: state2.second, due: rows.slice(0, head), later: rows.slice(head) };
      }
      const due = dueNow(state2);
      const dueIds = new Set(due.map((c) => c.id));
      return {
        title: secondsTitle(state2),
        value: state2.second,
        due: due.map(rowOf2),
        later: rowsOf3(ordered.filter((c) => !dueIds.has(c.id)))
      };
    },
    windowChanges: (before, after) => windowChanges2(before, after),
    validate: validateSecondsState
  };

  // src/rules/registry.ts
  var REGISTRY = /* @__PURE__ */ new Map([
    ["rondel", rondel],
    ["seconds", seconds],
    ["rounds", rounds]
  ]);
  var DEFAULT_RULE_SET = "rondel";
  function ruleSetOf(id) {
    if (id === "rondel") return rondel;
    if (id === "seconds") return seconds;
    if (id === "rounds") return rounds;
    return isRuleSetId(id) ? REGISTRY.get(id) : void 0;
  }
  function ruleSets() {
    return [...REGISTRY.values()];
  }

  // src/commands/verb-spec.ts
  function verb(spec) {
    return { ...spec, gmOnly: spec.permission === "gm" };
  }
  var charFlag = { kind: "id", describe: "the character (as the sheet buttons send it)" };
  var tokenFlag = { kind: "token", describe: "the token’s id or name, instead of selecting it" };
  var fightFlag = { kind: "int", describe: "a button’s fight: refused in any other fight", button: true };
  var downRollFlag = { kind: "text", describe: "a damage card’s attack: refused once its damage is taken back", button: true };

  // src/commands/roll-verbs.ts
  var ROLL_ATTRIBUTES = ["strength", "agility", "perception", "logic", "will", "faith"];
  var rollAdv = { kind: "bool", describe: "advantage (besides what the fight gives)" };
  var rollDis = { kind: "bool", describe: "disadvantage (besides what the fight gives)" };
  var rollMod = { kind: "int", describe: "a further modifier, signed" };
  var rollDc = { kind: "int", describe: "the difficulty to meet or beat; left blank, none", blankIsNone: true };
  var rollAttr = { kind: "text", describe: `the attribute: ${ROLL_ATTRIBUTES.join(", ")}` };
  var rollTag = { kind: "text", describe: "what the roll depends on, for the conditions: sight, hearing, preservation, feat (several: sight,feat)" };
  var rollSkill = { kind: "text", describe: "the skill rolled, named on the card; --mod is then that skill’s modifier (the sheet’s, not typed, when the sheet’s skill row of that name has it and adds this sub-attribute)" };
  var namedSkill = { kind: "text", describe: "a skill, named on the card; a --mod beside it is typed, as any (a skill row’s Roll sends checks)" };
  function attributeRoll(name, brief, summary, skill) {
    return verb({
      name,
      brief,
      usage: `--attr ${ROLL_ATTRIBUTES.join("|")} [--dc N] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat] [--skill NAME]`,
      summary,
      permission: "controller",
      flags: { attr: rollAttr, dc: rollDc, adv: rollAdv, dis: rollDis, mod: rollMod, tag: rollTag, skill, char: charFlag, token: tokenFlag }
    });
  }
  var ROLL_VERBS = [
    verb({
      name: "attack",
      brief: "roll an attack, d20s vs Defense",
      usage: "--target TOKEN [--weapon NAME] [--dice N] [--mod N] [--damage N] [--type T|none] [--ranged] [--adv] [--dis] [--sneak] [--award] [--critical] [--cover half|three-quarters|full]",
      summary: "the selected token (or --char/--token) attacks --target: a pool of d20s from the active weapon against the target’s Defense; advantage and disadvantage also come from the fight (guard, conditions); the GM applies the damage",
      permission: "controller",
      flags: {
        target: { kind: "token", describe: "the token attacked: its id (@{target|token_id}) or its name" },
        weapon: { kind: "text", describe: "the sheet’s weapon of that name, whose numbers the attack uses; default: the active weapon" },
        dice: { kind: "int", describe: "d20s in the pool, 1–5; default: the active weapon’s attack dice + attack skills" },
        mod: { kind: "int", describe: "the attack modifier added to each die; default: the active weapon’s" },
        damage: { kind: "int", describe: "damage per hit; default: the active weapon’s (blank: 1)" },
        type: { kind: "text", describe: "the damage category (for resistances and vulnerabilities), or none; default: the weapon’s" },
        ranged: { kind: "bool", describe: "a ranged attack; default: the weapon’s reach" },
        adv: rollAdv,
        dis: rollDis,
        sneak: { kind: "bool", describe: "a sneak attack" },
        award: { kind: "bool", describe: "the critical award’s extra d20, claimed by hand (--award no declines it)" },
        critical: { kind: "bool", describe: "a skill, item or circumstance makes the hits critical (page 000): they damage a petrified target and earn the award; the GM is told" },
        cover: { kind: "text", describe: "the target’s cover: half, three-quarters or full" },
        char: charFlag,
        token: tokenFlag
      }
    }),
    attributeRoll("check", "an attribute check: d20 + modifier", "an attribute check of the selected token (or --char/--token): d20 + the attribute’s modifier, against --dc when given", rollSkill),
    attributeRoll("save", "a saving throw: d20 + score", "a saving throw of the selected token (or --char/--token): d20 + the attribute’s score, against --dc when given", namedSkill),
    verb({
      name: "competition",
      brief: "a contest: d12 + modifier each",
      usage: `--attr ${ROLL_ATTRIBUTES.join("|")} [--vs TOKEN] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat] [--vstag preservation|feat] [--skill NAME]`,
      summary: "a competition of the selected token (or --char/--token), d12 + the attribute’s modifier, against --vs rolling the same attribute; without --vs only its own side is rolled, for the GM to compare",
      permission: "controller",
      flags: {
        attr: rollAttr,
        vs: { kind: "token", describe: "the opposing token, its id (@{target|token_id}) or its name; it rolls the same attribute" },
        adv: rollAdv,
        dis: rollDis,
        mod: rollMod,
        tag: { ...rollTag, describe: `${rollTag.describe}; sight and hearing are both sides’, a feat or a preservation the roller’s` },
        vstag: { ...rollTag, describe: "what the --vs side’s own roll is: preservation (it resists, as against a shove) or feat; comma-separated" },
        skill: namedSkill,
        char: charFlag,
        token: tokenFlag
      }
    }),
    verb({
      name: "apply",
      brief: "apply an attack’s damage",
      usage: "--roll N",
      summary: "lower the target’s body by an attack’s damage (the Apply button under the attack sends it; once only; undo takes it back)",
      permission: "gm",
      flags: { roll: { kind: "text", describe: "the attack’s number, as its Apply button sends it" } }
    })
  ];

  // src/commands/verbs.ts
  var ACTION_WORDS = [...new Set(ruleSets().flatMap((rs) => rs.actions.map((a) => a.key)))];
  var RULE_SET_WORDS = ruleSets().map((rs) => rs.id).join("|");
  var durationFlags = {
    counts: { kind: "int", describe: "counts on the rondel" },
    seconds: { kind: "int", describe: "seconds, in 20-second rounds" },
    rounds: { kind: "int", describe: "rounds: it ends as that many rounds later begins" },
    actions: { kind: "int", describe: "the bearer’s own action-turns" }
  };
  var adoptAsked = { kind: "bool", describe: "an Adopt button’s: refused once the fight moved on or the edit was adopted", button: true };
  var NO_COOL_DOWN = { seconds: "not used in 20-second rounds (no cool-down)", rounds: "not used in 10-second rounds (no cool-down)" };
  var VERBS = [
    verb({ name: "help", brief: "this list, or one command", usage: "[verb]", summary: "this help, or the help of one command", permission: "anyone", positional: { kind: "verb" }, flags: {} }),
    verb({
      name: "start",
      brief: "a new fight: selected tokens",
      usage: `[--rules ${RULE_SET_WORDS}] [--confirm]`,
      summary: "the selected tokens start a new fight: initiative is rolled and the turn tracker opens",
      permission: "gm",
      flags: {
        rules: { kind: "text", describe: `the rule set: ${ruleSets().map((rs) => `${rs.id} (${rs.name})`).join(", ")}; default: the game’s (config rules=…)` },
        confirm: { kind: "bool", describe: "replace a fight that is still running" },
        asked: { kind: "bool", describe: "the ask’s button: refused once the fight moved on", button: true }
      }
    }),
    verb({
      name: "add",
      brief: "selected tokens join",
      usage: "[--token ID] [--count N]",
      summary: "the selected tokens join the running fight at the current count + their roll",
      permission: "gm",
      flags: { token: tokenFlag, count: { kind: "int", describe: "the count it acts at, instead of its roll (one token)", describeIn: { seconds: "the second it acts at this round, instead of its roll (one token)", rounds: "its initiative score, instead of its roll (one token)" } }, asked: adoptAsked }
    }),
    verb({ name: "remove", brief: "selected tokens leave", usage: "[--token ID]", summary: "the selected tokens leave the fight", permission: "gm", flags: { token: tokenFlag, asked: adoptAsked, fight: fightFlag, roll: downRollFlag } }),
    verb({
      name: "next",
      brief: "end the turn, move on",
      usage: "[--step]",
      summary: "end the current turn (Full Guard if nothing was declared) and move the counter to the next count where anything happens",
      summaryIn: {
        seconds: "end the current turn (it is lost if nothing was declared) and move to the next second where anything happens",
        rounds: "end the current turn (it is lost if nothing was declared): the next in the order is due"
      },
      permission: "gm",
      flags: { step: { kind: "bool", describe: "move the counter by exactly one count", describeIn: { seconds: "move by exactly one second", rounds: "the same as next" } }, turn: { kind: "int", describe: "a button’s turn: refused once the fight moved on", button: true }, due: { kind: "id", describe: "a button’s combatant: refused unless it is still due", button: true }, fight: fightFlag }
    }),
    verb({
      name: "done",
      brief: "end your own turn",
      usage: "[--token ID | --char ID]",
      summary: "end your own turn (as the tracker’s next-turn button does for the token on top); also !eot when the GM turns it on",
      permission: "controller",
      flags: { token: { kind: "token", describe: "the due token’s id or name: refused unless its turn is now" }, char: { kind: "id", describe: "the due character’s id: refused unless its turn is now" }, turn: { kind: "int", describe: "a menu’s turn: refused once it ended", button: true }, due: { kind: "id", describe: "a menu’s combatant: refused unless it is still due", button: true }, fight: fightFlag }
    }),
    verb({
      name: "act",
      brief: "the due combatant’s action",
      usage: "<action> [--speed N] [--mod N] [--cast N] [--tradition divine|axiom|other] [--change] [--note text] [--duration N unit]",
      summary: `declare the due combatant’s action, one the fight’s rule set has: ${ACTION_WORDS.join(", ")}`,
      summaryIn: Object.fromEntries(ruleSets().map((rs) => [rs.id, `declare the due combatant’s action, one of ${rs.name}: ${rs.actions.map((a) => a.key).join(", ")}`])),
      permission: "controller",
      positional: { kind: "choice", choices: ACTION_WORDS, required: true },
      flags: {
        speed: { kind: "int", describe: "signed weapon speed (fists −2, great axe +2); default: the sheet’s", describeIn: NO_COOL_DOWN },
        mod: { kind: "int", describe: "the modifier shortening hide, skill, magic; default: the sheet’s", describeIn: NO_COOL_DOWN },
        cast: {
          kind: "int",
          describe: "casting time in counts (in seconds in 20-second rounds); default: the sheet’s",
          describeIn: { rondel: "casting time in counts; default: the sheet’s", seconds: "casting time in seconds; default: the sheet’s", rounds: "casting time: not used in 10-second rounds" }
        },
        tradition: { kind: "text", describe: "divine, axiom or other; default: the sheet’s chosen spell" },
        change: { kind: "bool", describe: "switched intent or weapon: + d4", describeIn: NO_COOL_DOWN },
        note: { kind: "text", describe: "what it does (shown on the card; the spell’s name for magic)" },
        char: charFlag,
        token: tokenFlag,
        duration: {
          kind: "text",
          describe: "the spell’s effect, from when it resolves (4 counts, 3 rounds, 2 actions: the units of the fight’s rule set)",
          describeIn: {
            rondel: "the spell’s effect, from when it resolves (4 counts, or 2 actions)",
            seconds: "the spell’s effect, from when it resolves (10 seconds, 3 rounds, or 2 actions)",
            rounds: "the spell’s effect, from when it resolves (3 rounds, or 2 actions)"
          }
        },
        turn: { kind: "int", describe: "a menu’s turn: refused once it ended", button: true },
        fight: fightFlag
      }
    }),
    verb({
      name: "react",
      brief: "a reaction, out of turn",
      usage: "[--note text]",
      summary: "a reaction: in the rondel the flex marker shows for 8 counts, during which it cannot react again; one reaction per round in 20- and 10-second rounds",
      summaryIn: {
        rondel: "a reaction: the flex marker shows for 8 counts, during which it cannot react again",
        seconds: "a reaction: one per round, renewed when a round begins",
        rounds: "a reaction: one per round, renewed when a round begins"
      },
      permission: "controller",
      flags: { note: { kind: "text", describe: "the trigger, e.g. attack of opportunity" }, char: charFlag, token: tokenFlag, fight: fightFlag }
    }),
    verb({
      name: "stand",
      brief: "stand up from prone",
      usage: "[--react]",
      summary: "a prone combatant stands up: at a movement window (rondel) or moment (20-second rounds), with no hexes there, or now as a reaction with --react; in 10-second rounds on its own turn, for half its movement, or on another’s as its reaction of the round",
      summaryIn: {
        rondel: "a prone combatant stands up at a movement window, with no hexes there; or now as a reaction with --react (flex for 8 counts, up at the end of the next count)",
        seconds: "a prone combatant stands up at a movement moment, with no hexes there; or now as its reaction of the round with --react",
        rounds: "a prone combatant stands up on its own turn, for half its movement (rounded up); or on another’s turn as its reaction of the round with --react, for the same half"
      },
      permission: "controller",
      flags: {
        react: {
          kind: "bool",
          describe: "now, as a reaction (in 10-second rounds on another’s turn)",
          describeIn: {
            rondel: "now, as a reaction: flex for 8 counts, up at the end of the next count",
            seconds: "now, as its reaction of the round",
            rounds: "now, on another’s turn, as its reaction of the round (half its movement)"
          }
        },
        char: charFlag,
        token: tokenFlag,
        fight: fightFlag
      }
    }),
    verb({
      name: "trigger",
      brief: "a readied action fires",
      usage: "[--note text]",
      summary: "a readied action’s trigger happened: it is taken at once (10-second rounds)",
      permission: "controller",
      rules: ["rounds"],
      flags: { note: { kind: "text", describe: "what happened" }, char: charFlag, token: tokenFlag, readied: { kind: "int", describe: "the Trigger button’s round: refused once that action is gone", button: true }, fight: fightFlag }
    }),
    verb({
      name: "say",
      brief: "speech, held to round’s end",
      usage: "<words>",
      summary: "speech in 20-second rounds: held, and posted after the round’s last second",
      permission: "controller",
      rules: ["seconds"],
      positional: { kind: "text" },
      flags: { char: charFlag, token: tokenFlag }
    }),
    verb({
      name: "terrain",
      brief: "terrain divides the hexes",
      usage: `<${TERRAIN_KEYS.join("|")}>`,
      summary: "the fight’s terrain in 20-second rounds: it divides every combatant’s hexes per round",
      rules: ["seconds"],
      permission: "gm",
      positional: { kind: "choice", choices: TERRAIN_KEYS, required: true },
      flags: {}
    }),
    verb({
      name: "status",
      brief: "who acts when",
      usage: "[--from N]",
      summary: "the counter, who is due, then the combatants in acting order with their markers, a card at a time",
      permission: "anyone",
      flags: { from: { kind: "int", describe: "the place in the order to list from (the card’s More button)" } }
    }),
    verb({ name: "menu", brief: "your action menu, again", usage: "", summary: "the action menu of your due combatant, again", permission: "controller", flags: { char: charFlag, token: tokenFlag } }),
    verb({
      name: "set",
      brief: "a count, tier or Perception",
      usage: "--count N | --tier T | --perception N",
      summary: "GM overrides on the selected combatants: next action count, movement tier, Perception modifier",
      summaryIn: {
        seconds: "GM overrides on the selected combatants: the second it acts at, movement tier, Perception modifier",
        rounds: "GM overrides on the selected combatants: initiative score, movement tier, Perception modifier"
      },
      permission: "gm",
      flags: {
        count: {
          kind: "int",
          describe: "the next action count (not before the counter)",
          describeIn: { seconds: "the second it acts at this round (not before the clock)", rounds: "the initiative score" }
        },
        tier: { kind: "tier", describe: "a movement tier: key, name or 1–9" },
        perception: { kind: "int", describe: "the Perception modifier" },
        token: tokenFlag,
        asked: adoptAsked
      }
    }),
    verb({
      name: "condition",
      brief: "conditions, for a while if timed",
      usage: "--add list | --remove list [--counts N | --seconds N | --rounds N | --actions N]",
      summary: "conditions on the selected combatants (stunned, prone, grappled, …), for a while when given a duration; with nothing named, a button for each",
      permission: "gm",
      flags: {
        add: { kind: "list", describe: "conditions to add, comma-separated" },
        remove: { kind: "list", describe: "conditions to remove, comma-separated (or all)" },
        ...durationFlags,
        roll: downRollFlag,
        token: tokenFlag,
        fight: fightFlag
      }
    }),
    verb({
      name: "effect",
      brief: "a timed effect: it ends by itself",
      usage: "--add NAME (--counts N | --seconds N | --rounds N | --actions N) [--marker TAG] | --remove NAME",
      summary: "a timed effect on the selected combatants (a spell, a blessing): it ends by itself and the card says so",
      permission: "gm",
      flags: {
        add: { kind: "text", describe: "the effect’s name" },
        remove: { kind: "text", describe: "the name of an effect to end now" },
        ...durationFlags,
        marker: { kind: "text", describe: "a token marker tag to show while it lasts" },
        token: tokenFlag
      }
    }),
    ...ROLL_VERBS,
    verb({ name: "undo", brief: "take back the last steps", usage: "[N]", summary: "reverse the last N steps exactly (of the last 30 kept): counter, tracker, markers, applied damage (without a fight: the last damage applied since the last start)", permission: "gm", positional: { kind: "count" }, flags: { fight: fightFlag, roll: { kind: "text", describe: "a damage card’s attack: refused unless its damage is the last step", button: true } } }),
    verb({ name: "redo", brief: "redo what was undone", usage: "[N]", summary: "redo steps that were undone", permission: "gm", positional: { kind: "count" }, flags: {} }),
    verb({
      name: "end",
      brief: "end the fight and clear up",
      usage: "[--confirm]",
      summary: "end the fight: remove the rondel’s tracker entries and markers and post a summary (asks first; --confirm ends it)",
      permission: "gm",
      flags: { confirm: { kind: "bool", describe: "yes, end it (without it, end asks first)" }, asked: { kind: "bool", describe: "the ask’s button: refused once the fight moved on", button: true } }
    }),
    verb({
      name: "config",
      brief: "markers, cards, pattern…",
      usage: "[--set key=value] [--reset key]",
      summary: "show and change the options: markers, badges, announcements, movement pattern, passed-over action, alias",
      permission: "gm",
      flags: {
        set: { kind: "text", describe: "an option and its new value, key=value" },
        reset: { kind: "text", describe: "an option to put back to its default" }
      },
      // a hook's command with options of its own: the parser reads them as config's (README, Hooks and a turn timer)
      meant: (line) => {
        const hook = /--set\s+hook\.(\w+)\s*=\s*!/i.exec(line);
        return hook ? `A hook’s command with -- options of its own cannot be typed after --set: put it in a macro and name the macro, as in --set hook.${hook[1].toLowerCase().slice(0, 12)}=#MyMacro.` : null;
      }
    }),
    verb({ name: "macros", brief: "GM macros and token actions", usage: "", summary: "create the GM macros and, for selected characters, token actions (Act and React; Hold in the rondel, Trigger in 10-second rounds)", permission: "gm", flags: {} }),
    verb({
      name: "repair",
      brief: "recover from unreadable data",
      usage: "--confirm",
      summary: "when the stored data cannot be read: keep a backup of it and start clean",
      permission: "gm",
      flags: { confirm: { kind: "bool", describe: "yes, really" } }
    })
  ];
  function findVerb(name) {
    const lower = name.toLowerCase();
    return VERBS.find((v) => v.name === lower);
  }

  // src/commands/parse.ts
  var COMMAND_WORDS = ["rondel", "combat"];
  var BUTTON_WORD = "rondel";
  var MAX_TEXT = 200;
  var MAX_SAID = 1e3;
  var MAX_INT = 1e6;
  function commandWord(content, words2) {
    const match = /^!([^\s]+)(?:\s|$)/.exec(content);
    if (!match) return null;
    const word = match[1].toLowerCase();
    return words2.includes(word) ? word : null;
  }
  function expandInlineRolls(content, rolls) {
    if (!rolls || rolls.length === 0) return content;
    return content.replace(/\$\[\[(\d+)\]\]/g, (whole, index) => {
      var _a, _b;
      const total2 = (_b = (_a = rolls[Number(index)]) == null ? void 0 : _a.results) == null ? void 0 : _b.total;
      return typeof total2 === "number" && Number.isFinite(total2) ? String(total2) : whole;
    });
  }
  function joinedLines(content) {
    return content.includes("<br") ? content.replace(/<br\s*\/?>\s*/gi, " ") : content;
  }
  function usage(word, verb2) {
    return `!${word} ${verb2.name}${verb2.usage ? " " + verb2.usage : ""}`;
  }
  function editDistance(a, b) {
    const d = [];
    for (let i = 0; i <= a.length; i += 1) d.push([i, ...new Array(b.length).fill(0)]);
    for (let j = 0; j <= b.length; j += 1) d[0][j] = j;
    for (let i = 1; i <= a.length; i += 1) {
      const row = d[i];
      const up = d[i - 1];
      for (let j = 1; j <= b.length; j += 1) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let best = Math.min(up[j] + 1, row[j - 1] + 1, up[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2][j - 2] + 1);
        row[j] = best;
      }
    }
    return d[a.length][b.length];
  }
  function nearestVerb(typed) {
    const word = typed.toLowerCase().slice(0, 30);
    if (word === "") return null;
    const begun = VERBS.filter((v) => word.length >= 2 && v.name.startsWith(word));
    if (begun.length === 1) return begun[0];
    let best = null;
    let bestDistance = Math.min(2, word.length - 1);
    for (const v of VERBS) {
      const d = editDistance(word, v.name);
      if (d <= bestDistance && (best === null || d < bestDistance)) {
        best = v;
        bestDistance = d;
      }
    }
    return best;
  }
  function unquote(text2) {
    const t = text2.trim();
    if (t.length >= 2 && (t.startsWith('"') && t.endsWith('"') || t.startsWith("'") && t.endsWith("'"))) return t.slice(1, -1).trim();
    return t;
  }
  function normaliseNumber(text2) {
    return text2.replace(/[\u2212\u2012\u2013\u2014]/g, "-").replace(/\uff0b/g, "+").trim();
  }
  function parseInteger(text2) {
    const t = normaliseNumber(text2);
    if (!/^[+-]?\d{1,7}$/.test(t)) return null;
    const n = Number(t);
    return Math.abs(n) <= MAX_INT ? n : null;
  }
  function flagValue(name, spec, raw2) {
    const text2 = raw2 === null ? "" : unquote(raw2);
    switch (spec.kind) {
      case "bool": {
        if (raw2 === null || text2 === "") return { value: true };
        const lower = text2.toLowerCase();
        if (["yes", "true", "on", "1"].includes(lower)) return { value: true };
        if (["no", "false", "off", "0"].includes(lower)) return { value: false };
        return { error: `--${name} takes no value (or yes/no), not “${text2.slice(0, 30)}”.` };
      }
      case "int": {
        const n = parseInteger(text2);
        return n === null ? { error: `--${name} needs a whole number, not “${text2.slice(0, 30)}”.` } : { value: n };
      }
      case "tier": {
        const tier = parseTier(text2);
        return tier ? { value: tier } : { error: `--${name} needs a movement tier (e.g. red_fox, “Green Horse” or 1–9), not “${text2.slice(0, 30)}”.` };
      }
      case "id":
        return /^[-\w]{1,40}$/.test(text2) ? { value: text2 } : { error: `--${name} needs an id such as -Mabc123, not “${text2.slice(0, 30)}”.` };
      case "token": {
        const tokenName2 = text2.replace(/\s+/g, " ").trim();
        if (tokenName2 === "" || Array.from(tokenName2).length > 60 || /[\u0000-\u001f]/.test(tokenName2)) return { error: `--${name} needs a token’s id or name, not “${text2.slice(0, 30)}”.` };
        return { value: tokenName2 };
      }
      case "list": {
        const items = text2.toLowerCase().split(/[\s,]+/).filter(Boolean);
        return items.length ? { value: items } : { error: `--${name} needs a list, e.g. --${name} prone,grappled.` };
      }
      case "text":
        return { value: text2.slice(0, MAX_TEXT) };
    }
  }
  var parsedLines = /* @__PURE__ */ new WeakMap();
  var MOST_PARSED_LINES = 256;
  function parseCommandLine(text2, words2 = COMMAND_WORDS) {
    let lines = parsedLines.get(words2);
    if (!lines) parsedLines.set(words2, lines = /* @__PURE__ */ new Map());
    if (lines.has(text2)) return lines.get(text2);
    if (lines.size >= MOST_PARSED_LINES) lines.clear();
    const parsed = frozen(parseLine(text2, words2));
    lines.set(text2, parsed);
    return parsed;
  }
  function frozen(parsed) {
    if (parsed === null) return null;
    if (parsed.ok) {
      for (const v of Object.values(parsed.command.flags)) if (Array.isArray(v)) Object.freeze(v);
      Object.freeze(parsed.command.flags);
      Object.freeze(parsed.command);
    } else Object.freeze(parsed.errors);
    return Object.freeze(parsed);
  }
  function choiceRefusal(verb2, typed, choices) {
    return typed === null ? `${verb2} needs one of ${choices.join(", ")}.` : `“${typed.slice(0, 30)}” is not one of ${choices.join(", ")}.`;
  }
  var MOST_COMMAND_CHARS = 4e3;
  var MOST_ERRORS = 3;
  function parseLine(text2, words2) {
    var _a, _b;
    const word = commandWord(text2, words2);
    if (word === null) return null;
    if (text2.length > MOST_COMMAND_CHARS) return word === "combat" ? null : { ok: false, word, errors: [`That command is ${text2.length} characters long: a command is at most ${MOST_COMMAND_CHARS}.`] };
    const body = text2.replace(/^!\S+/, "");
    const [head = "", ...flagParts] = body.split(/\s--/);
    const headWords = head.trim().split(/\s+/).filter(Boolean);
    const verbName = ((_a = headWords[0]) != null ? _a : "help").toLowerCase();
    const verb2 = findVerb(verbName);
    if (!verb2) {
      const near = nearestVerb(verbName);
      const hint = near ? `Did you mean !${BUTTON_WORD} ${near.name}?` : `!${BUTTON_WORD} help lists the commands.`;
      const errors2 = [`Unknown command “${verbName.slice(0, 30)}”. ${hint}`];
      return near ? { ok: false, word, errors: errors2, near: { name: near.name, bare: headWords.length === 1 && flagParts.length === 0 } } : { ok: false, word, errors: errors2 };
    }
    const errors = [];
    const flags = {};
    let help2 = false;
    let unknownSeen = false;
    for (const part of flagParts) {
      const match = /^([^\s=]*)(?:[\s=]([\s\S]*))?$/.exec(part);
      const name = ((_b = match == null ? void 0 : match[1]) != null ? _b : "").toLowerCase();
      const raw2 = (match == null ? void 0 : match[2]) !== void 0 && match[2].trim() !== "" ? match[2] : null;
      if (name === "help") {
        help2 = true;
        continue;
      }
      const spec = Object.prototype.hasOwnProperty.call(verb2.flags, name) ? verb2.flags[name] : void 0;
      if (!spec) {
        const known = unknownSeen ? [] : Object.keys(verb2.flags).filter((k) => {
          var _a2;
          return ((_a2 = verb2.flags[k]) == null ? void 0 : _a2.button) !== true;
        });
        unknownSeen = true;
        errors.push(`${verb2.name} has no option --${name.slice(0, 30)}${known.length ? `; it takes ${known.map((k) => "--" + k).join(", ")}` : ""}.`);
        continue;
      }
      if (raw2 === null && spec.blankIsNone === true) continue;
      if (Object.prototype.hasOwnProperty.call(flags, name)) {
        errors.push(`--${name} is given twice.`);
        continue;
      }
      const parsed = flagValue(name, spec, raw2);
      if ("error" in parsed) errors.push(parsed.error);
      else flags[name] = parsed.value;
    }
    const rest = headWords.slice(1);
    let arg = null;
    let choice;
    const positional = verb2.positional;
    if (rest.length > 0 && !positional) errors.push(`${verb2.name} takes no words after it, only options.`);
    if ((positional == null ? void 0 : positional.kind) === "text") {
      const said = head.trim().replace(/^\S+\s*/, "");
      arg = said === "" ? null : Array.from(said).slice(0, MAX_SAID).join("");
      if (arg === null && !help2) {
        const named = typeof flags.token === "string" && flags.token.includes(" ") ? flags.token : null;
        errors.push(
          named === null ? `${verb2.name} needs the words to say, like !${BUTTON_WORD} ${verb2.name} Halt!` : `${verb2.name} takes the words first, then the token: !${BUTTON_WORD} ${verb2.name} Halt! --token Goblin. The words after --token were read as a token’s name, “${named.slice(0, 40)}”.`
        );
      }
    } else if (positional && rest.length > 1) errors.push(`${verb2.name} takes one word after it, not ${rest.length}.`);
    else if (positional && rest.length >= 1) {
      arg = rest[0].toLowerCase();
      if (positional.kind === "choice" && !positional.choices.includes(arg)) {
        choice = { at: errors.length, typed: arg };
        errors.push(choiceRefusal(verb2.name, arg, positional.choices));
      }
      if (positional.kind === "count" && (parseInteger(arg) === null || parseInteger(arg) < 1)) {
        errors.push(`${verb2.name} takes a number of steps, like ${verb2.name} 2.`);
      }
    }
    if (!help2 && (positional == null ? void 0 : positional.kind) === "choice" && positional.required && arg === null) {
      choice = { at: errors.length, typed: null };
      errors.push(choiceRefusal(verb2.name, null, positional.choices));
    }
    const meant = errors.length > 0 && verb2.meant ? verb2.meant(body) : null;
    if (meant !== null) {
      errors.unshift(meant);
      if (choice) choice = { ...choice, at: choice.at + 1 };
    }
    const kept = choice && choice.at < MOST_ERRORS ? { choice } : {};
    if (errors.length > MOST_ERRORS) {
      const more = errors.length - MOST_ERRORS;
      return { ok: false, word, verb: verb2, errors: [...errors.slice(0, MOST_ERRORS), `…and ${more} more problem${more === 1 ? "" : "s"} with its options.`], ...kept };
    }
    if (errors.length > 0) return { ok: false, word, verb: verb2, errors, ...kept };
    return { ok: true, command: { word, verb: verb2, arg, flags, help: help2 } };
  }

  // src/render/clock.ts
  var capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  var SECONDS_PER_ROUND2 = 20;
  function roundAndSecond(count) {
    const n = Math.max(1, Math.trunc(count));
    return { round: Math.floor((n - 1) / SECONDS_PER_ROUND2) + 1, second: (n - 1) % SECONDS_PER_ROUND2 + 1 };
  }
  var FORMATS = {
    rondel: { kind: "rondel", value: "next action count", at: (c) => `count ${c}`, unit: (v) => `count ${v}`, moved: (a, b) => `Count ${a} → count ${b}` },
    seconds: {
      kind: "seconds",
      value: "second",
      at: (c) => {
        const { round, second } = roundAndSecond(c);
        return `round ${round}, second ${second}`;
      },
      unit: (v) => `second ${v}`,
      moved: (a, b) => {
        const from = roundAndSecond(a);
        const to = roundAndSecond(b);
        return `Round ${from.round}, second ${from.second} → ${to.round === from.round ? "" : `round ${to.round}, `}second ${to.second}`;
      }
    },
    rounds: { kind: "rounds", value: "initiative", at: (c) => `round ${c}`, unit: (v) => `initiative ${v}`, moved: (a, b) => capital(`round ${a} → round ${b}`) }
  };
  function clockFormat(kind) {
    return FORMATS[kind];
  }
  function laterRound(ahead, round) {
    return ahead.rounds === 1 || round === null ? "of the next round" : `of round ${round + ahead.rounds}`;
  }

  // src/render/html.ts
  var ENTITIES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
    // Roll20's chat parser reacts to these even inside HTML: rolls, attributes, abilities, templates, queries.
    "[": "&#91;",
    "]": "&#93;",
    "{": "&#123;",
    "}": "&#125;",
    "@": "&#64;",
    "%": "&#37;",
    "|": "&#124;",
    "*": "&#42;",
    "?": "&#63;",
    "#": "&#35;",
    "$": "&#36;",
    "`": "&#96;",
    "~": "&#126;",
    "\\": "&#92;",
    "=": "&#61;"
  };
  function raw(html) {
    return html;
  }
  var UNFOLDED = /[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| \s/;
  var BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  var BIDIS = new RegExp(BIDI.source, "g");
  var SPECIAL = new RegExp(`[${Object.keys(ENTITIES).join("").replace(/[\]\\^-]/g, "\\$&")}]`);
  var SPECIALS = new RegExp(SPECIAL.source, "g");
  var RTL = "֐-ࣿיִ-﷿ﹰ-ﻼ𐠀-𐿿𞠀-𞿿";
  var RTL_RUN = new RegExp(`[${RTL}](?:[\\s'’.\\-${RTL}]*[${RTL}])?`, "gu");
  var RTL_ANY = new RegExp(`[${RTL}]`, "u");
  var CHANGED = new RegExp(`${UNFOLDED.source}|${SPECIAL.source}|--|[${RTL}]|${BIDI.source}`, "u");
  function text(value, max = 80) {
    let s = typeof value === "string" ? value : value === void 0 || value === null ? "" : String(value);
    if (s.length <= max && !CHANGED.test(s)) return s;
    if (BIDI.test(s)) s = s.replace(BIDIS, "");
    if (UNFOLDED.test(s)) s = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
    s = clipped(s, max);
    let escaped = SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ENTITIES[c]) : s;
    if (RTL_ANY.test(escaped)) escaped = escaped.replace(RTL_RUN, "⁨$&⁩");
    if (!escaped.includes("--")) return escaped;
    return escaped.replace(FLAG, (_, before, flag) => `${before}${NOWRAP}${flag}</span>`);
  }
  function clipped(s, max) {
    if (s.length <= max) return s;
    const chars = Array.from(s);
    return chars.length <= max ? s : chars.slice(0, Math.max(1, max - 1)).join("") + "…";
  }
  var FLAG = /(^|[^\w-])(--[a-z][a-z0-9_-]*)/gi;
  var NOWRAP = '<span style="white-space:nowrap">';
  function remembered(make, most = 1024) {
    const made = /* @__PURE__ */ new Map();
    return (value) => {
      let html = made.get(value);
      if (html === void 0) {
        if (made.size >= most) made.clear();
        html = make(value);
        made.set(value, html);
      }
      return html;
    };
  }
  var SURROGATE = /[\ud800-\udfff]/;
  var ASCII_RUNS = /[\u0000-\u007f]+/g;
  function byteSize(html) {
    if (!SURROGATE.test(html)) {
      const others = html.replace(ASCII_RUNS, "");
      let n2 = html.length - others.length;
      for (let i = 0; i < others.length; i += 1) n2 += others.charCodeAt(i) < 2048 ? 2 : 3;
      return n2;
    }
    let n = 0;
    for (let i = 0; i < html.length; i += 1) {
      const c = html.charCodeAt(i);
      if (c < 128) n += 1;
      else if (c < 2048) n += 2;
      else if (c >= 55296 && c <= 56319 && isLowSurrogate(html.charCodeAt(i + 1))) {
        n += 4;
        i += 1;
      } else n += 3;
    }
    return n;
  }
  function isLowSurrogate(c) {
    return c >= 56320 && c <= 57343;
  }
  function fitsIn(html, budget) {
    if (html.length > budget) return false;
    if (html.length * 3 <= budget) return true;
    return byteSize(html) <= budget;
  }
  var SPACE_OUTSIDE = / (?![^<>]*>)/g;
  var WHOLE_UP_TO = 24;
  function unbroken(html) {
    const shown = html.replace(/<[^>]*>/g, "").replace(/&[#\w]+;/g, "x");
    if (Array.from(shown).length <= WHOLE_UP_TO) return html.replace(SPACE_OUTSIDE, "&nbsp;");
    let last = -1;
    html.replace(SPACE_OUTSIDE, (space, at) => {
      last = at;
      return space;
    });
    return last < 0 ? html : `${html.slice(0, last)}&nbsp;${html.slice(last + 1)}`;
  }
  function join2(parts, separator = "") {
    if (parts.length === 0) return "";
    let html = parts[0];
    for (let i = 1; i < parts.length; i += 1) html = html + separator + parts[i];
    return html;
  }
  function tag(name, style, inner = "") {
    return `<${name}${style ? ` style="${style}"` : ""}>${inner}</${name}>`;
  }
  var COLOURS = {
    ink: "#2b2118",
    muted: "#7a6a58",
    paper: "#fbf6ec",
    border: "#8b6b3e",
    accent: "#6b3f1d",
    good: "#2e7d32",
    bad: "#b71c1c",
    button: "#6b3f1d"
  };
  function commandAttribute(command) {
    if (!/["&<>\r\n]/.test(command)) return command;
    return command.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\r\n]/g, " ");
  }
  function button(label2, command, colour = COLOURS.button) {
    const safeCommand = commandAttribute(command);
    return raw(
      `<a href="${safeCommand}" style="display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${colour};color:#fff;font-weight:bold;text-decoration:none">${label2}</a>`
    );
  }
  function card(options) {
    return raw(CARD_OPEN + cardHead(options) + cardBody(options.body) + (options.footer ? cardFoot(options.footer) : "") + "</div>");
  }
  var CARD_OPEN = `<div style="border:1px solid ${COLOURS.border};border-radius:6px;background:${COLOURS.paper};color:${COLOURS.ink};margin:2px 0;overflow-wrap:anywhere;word-wrap:break-word">`;
  function cardFrameSize(options) {
    return byteSize(card({ ...options, body: [raw("")] })) - rowSize(raw(""));
  }
  function cardHead(options) {
    var _a;
    const accent = (_a = options.accent) != null ? _a : COLOURS.accent;
    const open = accent === COLOURS.accent ? HEAD_OPEN : `<div style="${headStyle(accent)}">`;
    return raw(open + (options.subtitle ? options.title + SUBTITLE_OPEN + options.subtitle + "</span>" : options.title) + "</div>");
  }
  function headStyle(accent) {
    return `background:${accent};color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0`;
  }
  var HEAD_OPEN = `<div style="${headStyle(COLOURS.accent)}">`;
  var SUBTITLE_OPEN = ' <span style="font-weight:normal;font-size:.9em">';
  function cardBody(rows) {
    if (rows.length === 0) return raw("");
    let html = '<div style="padding:2px 6px 2px 14px;text-indent:-8px">';
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i];
      html += (row.includes(INLINE_BLOCK) ? ROW_OPEN.unindented : ROW_OPEN.plain) + row + "</div>";
    }
    return raw(html + "</div>");
  }
  var INLINE_BLOCK = "display:inline-block";
  var ROW_OPEN = { unindented: '<div style="text-indent:0;margin-left:-8px">', plain: "<div>" };
  var ROW_FRAME = { unindented: ROW_OPEN.unindented.length + "</div>".length, plain: ROW_OPEN.plain.length + "</div>".length };
  function rowSize(row) {
    return byteSize(row) + (row.includes(INLINE_BLOCK) ? ROW_FRAME.unindented : ROW_FRAME.plain);
  }
  function cardFoot(footer) {
    return tag("div", `padding:2px 6px;border-top:1px solid #e6dcc8;color:${COLOURS.muted};font-size:.9em`, footer);
  }
  function chip(label2, background, ink, struck = false) {
    return tag(
      "span",
      `display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${background};color:${ink};font-size:.9em;${struck ? "text-decoration:line-through;" : ""}`,
      label2
    );
  }
  function swatch(colour) {
    return tag("span", `background:${colour};padding:0 3px`, raw("&nbsp;"));
  }
  function strong(inner) {
    return tag("b", "", inner);
  }
  function muted(inner) {
    return tag("span", `color:${COLOURS.muted}`, inner);
  }
  function code(inner) {
    return tag("code", "white-space:normal", inner);
  }

  // src/render/card-text.ts
  var boldName = remembered((name) => strong(text(name, 40)));
  var rollsText = remembered((rolls) => text(rolls));
  var nameText = remembered((name) => text(name, 40));
  var titleText = remembered((title) => text(title));
  var atText = remembered((at) => text(at));
  function who(nameOf, id) {
    return boldName(nameOf(id));
  }
  function diceText(roll) {
    return `${roll.count === 1 ? "" : roll.count}d${roll.sides} (${roll.results.join("+")})`;
  }
  function endsText(ends, clock) {
    switch (ends.kind) {
      case "clock":
        return `until ${clock.at(ends.at)}`;
      case "round":
        return `until round ${ends.at} begins`;
      case "actions":
        return `for ${ends.left} more action${ends.left === 1 ? "" : "s"}`;
    }
  }
  function andList(items) {
    if (items.length <= 1) return items.join("");
    return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  }
  function capital2(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }
  function signed(n) {
    return n < 0 ? `− ${-n}` : `+ ${n}`;
  }
  function coolDownText(c) {
    const parts = c.dice.map(diceText);
    if (c.base) parts.push(parts.length ? `+ ${c.base}` : String(c.base));
    if (c.dice.length === 0 && c.terms.length === 0 && !c.changeRoll) return `${c.value}`;
    for (const t of c.terms) parts.push(`${signed(t.value)} ${t.label}`);
    let s = parts.join(" ");
    if (c.clamped) s += `, minimum ${c.minimum}`;
    if (c.changeRoll) s = `${c.clamped ? `(${s})` : s} + ${diceText(c.changeRoll)} change`;
    s += ` = ${c.value}`;
    if (c.castTime > 0) s = `casting ${c.castTime} + (${s})`;
    return s;
  }

  // src/render/card-view.ts
  var RONDEL_VIEW = {
    title: "Rondel",
    clock: clockFormat("rondel"),
    actionLabel: (key2) => isActionKey(key2) ? actionRow(key2).label : key2,
    perceptionUse: RONDEL_PERCEPTION_USE
  };
  var GROUP_NOUN = {
    initiative: ["initiative roll", "initiative rolls"],
    tie: ["tie-break", "tie-breaks"],
    left: ["who left", "who left"],
    action: ["declared action", "declared actions"],
    allowance: ["changed move", "changed moves"],
    marker: ["marker set", "markers set"],
    expired: ["marker ended", "markers ended"],
    spell: ["spell cast", "spells cast"],
    resolves: ["spell taking effect", "spells taking effect"],
    reaction: ["reaction", "reactions"],
    override: ["GM change", "GM changes"],
    condition: ["condition change", "condition changes"],
    ready: ["readied action", "readied actions"],
    speech: ["speech", "speeches"]
  };
  function moreOf(group, hidden) {
    var _a;
    const noun = (_a = GROUP_NOUN[group]) != null ? _a : ["line", "lines"];
    return `${hidden} more ${hidden === 1 ? noun[0] : noun[1]}`;
  }

  // src/render/said-once.ts
  var NOTHING = { has: () => false };
  function saidByEffects(events) {
    let effects = null;
    let changes = false;
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type === "effect-started" || e.type === "effect-ended") (effects != null ? effects : effects = []).push(e);
      else if (e.type === "conditions-changed") changes = true;
    }
    if (effects === null || !changes) return NOTHING;
    const said = /* @__PURE__ */ new Set();
    for (const e of events) {
      if (e.type !== "conditions-changed") continue;
      for (const x of effects) {
        if (x.type !== "effect-started" && x.type !== "effect-ended") continue;
        const list = x.type === "effect-started" ? e.added : e.removed;
        if (x.id === e.id && list.includes(x.name.toLowerCase())) said.add(key(x.id, x.name, x.type === "effect-started"));
      }
    }
    return said.size === 0 ? NOTHING : { has: (id, condition2, added) => said.has(key(id, condition2, added)) };
  }
  function key(id, condition2, added) {
    return `${added ? "+" : "-"}${condition2.toLowerCase()}\0${id}`;
  }

  // src/render/movement.ts
  var listedName = remembered((name) => unbroken(text(name, 40)));
  function allowanceText(a) {
    switch (a.kind) {
      case "move":
        return (a.hexes === 0 ? "no move" : `${a.hexes} hex${a.hexes === 1 ? "" : "es"}`) + (a.dash ? " (dash)" : "");
      case "crawl":
        return a.hexes === 0 ? "stand up, no crawl" : `crawl ${a.hexes} (or stand up)`;
      case "held":
        return `no move (${a.reason})`;
    }
  }
  function allowanceNote(a) {
    switch (a.kind) {
      case "move":
        return `${a.hexes === 0 ? "no move" : `${a.hexes} hex${a.hexes === 1 ? "" : "es"}`}${a.dash ? ", dash" : ""}`;
      case "crawl":
        return a.hexes === 0 ? "stand up, no crawl" : `crawl ${a.hexes} or stand up`;
      case "held":
        return `${a.reason}: no move`;
    }
  }
  function hexesText(n) {
    return n === 0 ? "no move" : `${n} hex${n === 1 ? "" : "es"}`;
  }
  var OUTLOOK_WHEN = { now: " now", later: " on its turn", "next-round": " next round" };
  function outlookText(o, kind) {
    const a = o.allowance;
    if (a.kind === "held") return "no move";
    const when = kind === "rounds" ? OUTLOOK_WHEN[o.when] : "";
    if (a.kind === "crawl") return a.hexes === 0 ? `stand up, no crawl${when}` : `crawl ${a.hexes} or stand up${when}`;
    return `${hexesText(a.hexes)}${when}`;
  }
  function outlookHeading(kind, first, now, terrain2) {
    if (kind === "rounds") return "hexes";
    const where = terrain2 !== null && terrain2 !== "road" ? `, in ${terrain2}` : "";
    if (!first || first.at === null || first.when === "now") return `hexes now${where}`;
    const at = roundAndSecond(first.at);
    return `hexes at ${at.round === roundAndSecond(now).round ? `second ${at.second}` : clockFormat("seconds").at(first.at)}${where}`;
  }
  function tierName(tier) {
    const info = tierInfo(tier);
    return join2([swatch(info.colour), raw(" "), strong(text(info.name))]);
  }
  function windowRows(e, nameOf, clock = clockFormat("rondel"), first = () => false) {
    var _a, _b;
    const heading = clock.kind === "rondel" ? join2([strong(text(`Movement window at count ${e.count}`)), raw(" "), muted(text(`(window ${e.index + 1})`))]) : join2([strong(text(`Movement at ${clock.at(e.count)}`)), raw(" "), muted(text(`(moment ${e.index + 1} of 4)`))]);
    const rows = [{ kind: "fixed", html: heading }];
    const byTier = [];
    for (let i = 0; i < e.combatants.length; i += 1) {
      const c = e.combatants[i];
      const t = TIER_INDEX.get(c.tier);
      if (t !== void 0) ((_a = byTier[t]) != null ? _a : byTier[t] = []).push(c);
    }
    for (let t = 0; t < TIER_KEYS.length; t += 1) {
      const members = byTier[t];
      if (members === void 0) continue;
      const tier = TIER_KEYS[t];
      const usual = (_b = tableHexes(e, tier)) != null ? _b : mostCommon(members.map((c) => c.allowance.kind === "move" && !c.allowance.dash ? c.allowance.hexes : -1));
      const plain2 = (c) => c.allowance.kind === "move" && !c.allowance.dash && c.allowance.hexes === usual;
      let ordered = members;
      if (members.length > 1) {
        const ranks = [[], [], [], []];
        for (let i = 0; i < members.length; i += 1) {
          const c = members[i];
          ranks[(plain2(c) ? 2 : 0) + (first(c.id) ? 0 : 1)].push(c);
        }
        ordered = ranks[0].concat(ranks[1], ranks[2], ranks[3]);
      }
      const items = ordered.map((c) => plain2(c) ? listedName(nameOf(c.id)) : join2([listedName(nameOf(c.id)), muted(text(` (${allowanceNote(c.allowance)})`))]));
      const hexes = usual < 0 ? "" : usual === 0 ? " no move" : ` ${usual} hex${usual === 1 ? "" : "es"}`;
      rows.push({ kind: "list", head: join2([tierName(tier), text(`${hexes}: `)]), items });
    }
    return rows;
  }
  var TIER_INDEX = new Map(TIER_KEYS.map((t, i) => [t, i]));
  function tableHexes(e, tier) {
    for (let i = e.tiers.length - 1; i >= 0; i -= 1) if (e.tiers[i].tier === tier) return e.tiers[i].hexes;
    return void 0;
  }
  function mostCommon(values) {
    var _a;
    const counts = /* @__PURE__ */ new Map();
    let best = -1;
    let bestCount = 0;
    for (const v of values) {
      const n = ((_a = counts.get(v)) != null ? _a : 0) + 1;
      counts.set(v, n);
      if (n > bestCount || n === bestCount && v > best) {
        best = v;
        bestCount = n;
      }
    }
    return best;
  }

  // src/render/portrait.ts
  var portraits = /* @__PURE__ */ new Map();
  var MOST_PORTRAITS = 512;
  function portraitOf(url, size = 24) {
    if (url === void 0) return portrait(url, size);
    let made = portraits.get(size);
    if (!made) portraits.set(size, made = /* @__PURE__ */ new Map());
    let html = made.get(url);
    if (html === void 0) {
      if (made.size >= MOST_PORTRAITS) made.clear();
      html = portrait(url, size);
      made.set(url, html);
    }
    return html;
  }
  function portrait(url, size = 24) {
    if (!url || !/^https:\/\/[^\s"'<>&]+(&[^\s"'<>&]+)*$/.test(url) || url.length > 300) return null;
    return raw(`<img src="${url.replace(/&/g, "&amp;")}" alt="" style="width:${size}px;height:${size}px;vertical-align:middle;margin-right:4px;border-radius:3px">`);
  }

  // src/render/turn-rows.ts
  var TURN_IMAGE = 28;
  var turnAt = remembered((at) => text(`${capital2(at)}: `));
  var ACTS = text(" acts.");
  var TURN_OPEN = { due: `<div style="font-weight:bold;color:${COLOURS.good}">`, blocked: `<div style="font-weight:bold;color:${COLOURS.bad}">` };
  function turnRows(events, nameOf, clock, imageOf2 = () => void 0) {
    const rows = [];
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type === "turn-due") {
        const picture = portraitOf(imageOf2(e.id), TURN_IMAGE);
        rows.push({
          kind: "fixed",
          html: raw(
            (e.blockedBy ? TURN_OPEN.blocked : TURN_OPEN.due) + turnAt(clock.at(e.count)) + (picture != null ? picture : "") + nameText(nameOf(e.id)) + (e.blockedBy ? text(` is ${e.blockedBy} and cannot act (next passes the turn).`) : ACTS) + "</div>"
          )
        });
      }
    }
    return rows;
  }

  // src/render/event-rows.ts
  var EventLine = class {
    constructor(group, html, id, playedFirst) {
      this.group = group;
      this.html = html;
      this.id = id;
      this.playedFirst = playedFirst;
      this.kind = "line";
    }
    get first() {
      var _a;
      (_a = this.played) != null ? _a : this.played = this.id !== null && this.playedFirst(this.id);
      return this.played;
    }
  };
  var EXPIRED = {
    flex: text(" can react again."),
    guard: text(" is no longer on Full Guard."),
    defense: text(" no longer stands in defense."),
    ready: text("’s readied action is lost.")
  };
  function firedIn(events) {
    let fired;
    for (const e of events) if (e.type === "ready-fired") (fired != null ? fired : fired = /* @__PURE__ */ new Set()).add(e.id);
    return fired != null ? fired : NONE_FIRED;
  }
  var NONE_FIRED = /* @__PURE__ */ new Set();
  var declaredHead = remembered((label2) => text(`: ${label2}`));
  var passedOverHead = remembered((label2) => text(` did not declare: ${label2}`));
  var tieHead = remembered((head) => text(head));
  function tieLineHead(e, clock) {
    return tieHead(`Tie at ${e.score === void 0 ? clock.at(e.count) : `initiative ${e.score} (${clock.at(e.count)})`}, d20 ${e.direction} first: `);
  }
  var countLine = remembered((at) => strong(text(capital2(at), 120)));
  var nextAtText = remembered((at) => text(` → next at ${at}`));
  var guardLines = /* @__PURE__ */ new Map();
  var MOST_GUARD_LINES = 512;
  function guardUntil(until) {
    let html = guardLines.get(until);
    if (html === void 0) {
      if (guardLines.size >= MOST_GUARD_LINES) guardLines.clear();
      html = text(` is on Full Guard until count ${until}: attacks against it are at disadvantage.`, 200);
      guardLines.set(until, html);
    }
    return html;
  }
  var coolDownHtml = remembered((sum) => muted(text(sum, 300)));
  function bodyRows(events, nameOf, view, first) {
    for (let i = 0; i < events.length; i += 1) {
      const type = events[i].type;
      if (type !== "turn-due" && type !== "rejected" && type !== "speech-held") return rowsFrom(events, i, nameOf, view, first);
    }
    return [];
  }
  function fixedRow(rows, html) {
    rows.push({ kind: "fixed", html });
  }
  function lineRow(rows, first, group, id, html) {
    rows.push(new EventLine(group, html, id, first));
  }
  function rowsFrom(events, from, nameOf, view, first) {
    const clock = view.clock;
    let fired;
    let timed;
    const rows = [];
    let countRow = -1;
    let countEvent = -1;
    let countAt = 0;
    let countNamed = false;
    for (let i = from; i < events.length; i += 1) {
      const e = events[i];
      const had = rows.length;
      switch (e.type) {
        case "combat-started":
          fixedRow(rows, strong(text(clock.kind === "rondel" ? "The fight begins. The counter starts at 1." : "The fight begins.")));
          break;
        case "initiative-rolled": {
          if (e.placed) {
            lineRow(rows, first, "initiative", e.id, join2([who(nameOf, e.id), text(`${e.joining ? " joins" : ""} at ${clock.unit(e.value)} (set by the GM).`, 200)]));
            break;
          }
          const dice = `${e.dice.length === 1 ? "" : e.dice.length}d${e.sides} (${e.dice.join("+")})`;
          const terms = e.terms.map((t) => ` ${signed(t.value)} ${t.label}`).join("");
          const at = e.base ? `count ${e.base} + ` : "";
          const result = clock.kind === "seconds" && e.value > 20 ? `${e.value}, carried over: ${e.value > 40 ? `${clock.at(e.count)}, its only action until then` : `second ${e.value - 20} of the next round`}` : e.waits ? `${clock.unit(e.value)}, which has come: it acts from the next round` : clock.unit(e.value);
          lineRow(rows, first, "initiative", e.id, join2([who(nameOf, e.id), text(`${e.joining ? " joins" : ""}: ${at}${dice}${terms} → ${result}`, 200)]));
          break;
        }
        case "tie-broken": {
          const head = tieLineHead(e, clock);
          const rolls = [];
          for (let k = 0; k < e.rolls.length; k += 1) {
            const r = e.rolls[k];
            rolls.push(raw(who(nameOf, r.id) + rollsText(" " + r.rolls.join("/"))));
          }
          const whole = raw(head + join2(rolls, raw(", ")));
          const html = rolls.length > TIE_NAMES ? join2([head, join2([...rolls.slice(0, TIE_NAMES), text(`and ${rolls.length - TIE_NAMES} more`)], raw(", "))]) : whole;
          rows.push({ kind: "line", group: "tie", html, whole });
          break;
        }
        case "left":
          lineRow(rows, first, "left", null, join2([strong(text(e.name, 40)), text(" leaves the fight.")]));
          break;
        case "counter-advanced":
          if (e.to - e.from === 1) {
            countRow = rows.length;
            countEvent = i;
            countAt = e.to;
            countNamed = false;
            fixedRow(rows, countLine(clock.at(e.to)));
          } else fixedRow(rows, strong(text(clock.moved(e.from, e.to), 120)));
          break;
        case "action-declared": {
          const label2 = view.actionLabel(e.action);
          const head = e.passedOver ? e.note ? text(` (${e.note}): ${label2}`) : passedOverHead(label2) : declaredHead(label2);
          const note = !e.passedOver && e.note ? text(` “${clipped(e.note, NOTE_IN_ACTION)}”`, 60) : raw("");
          let html = who(nameOf, e.id) + head + note;
          if (e.coolDown) html += " " + coolDownHtml(e.changeWaived ? coolDownText(e.coolDown) + " (no change cost after a hold)" : coolDownText(e.coolDown));
          if (e.nextAt !== null) html += nextAtText(clock.at(e.nextAt));
          lineRow(rows, first, "action", e.id, raw(html));
          break;
        }
        case "movement-window":
          rows.push(...windowRows(e, nameOf, clock, first));
          break;
        case "allowance-changed": {
          const where = clock.kind === "rondel" ? " at this movement window" : clock.kind === "seconds" ? " at this moment" : " this turn";
          const said = e.allowance.kind === "crawl" && e.allowance.hexes === 0 ? `: no crawl${where}; it may stand up instead.` : `: now ${allowanceText(e.allowance)}${where}.`;
          lineRow(rows, first, "allowance", e.id, join2([who(nameOf, e.id), text(said, 200)]));
          break;
        }
        case "marker-applied":
          if (e.marker === "holding") lineRow(rows, first, "marker", e.id, join2([who(nameOf, e.id), text(` holds until count ${e.until}.`)]));
          if (e.marker === "guard") lineRow(rows, first, "marker", e.id, raw(who(nameOf, e.id) + guardUntil(e.until)));
          if (e.marker === "dashing") lineRow(rows, first, "marker", e.id, join2([who(nameOf, e.id), text(` dashes: double movement at every window until count ${e.until}.`, 200)]));
          if (e.marker === "defense") lineRow(rows, first, "marker", e.id, join2([who(nameOf, e.id), text(" stands in defense until its next turn: attacks against it at disadvantage, its saves at advantage.", 200)]));
          if (e.marker === "ready") lineRow(rows, first, "marker", e.id, join2([who(nameOf, e.id), text(" is at the ready until its next turn.", 200)]));
          break;
        case "marker-expired":
          if (e.marker === "flex") lineRow(rows, first, "expired", e.id, raw(who(nameOf, e.id) + EXPIRED.flex));
          if (e.marker === "guard") lineRow(rows, first, "expired", e.id, raw(who(nameOf, e.id) + EXPIRED.guard));
          if (e.marker === "defense") lineRow(rows, first, "expired", e.id, raw(who(nameOf, e.id) + EXPIRED.defense));
          if (e.marker === "ready" && !(fired != null ? fired : fired = firedIn(events)).has(e.id)) lineRow(rows, first, "expired", e.id, raw(who(nameOf, e.id) + EXPIRED.ready));
          break;
        case "spell-cast":
          lineRow(rows, first, "spell", e.id, join2([who(nameOf, e.id), text(` is casting${e.note ? ` “${clipped(e.note, NOTE_IN_LINE)}”` : ""}: it takes effect at ${clock.at(e.resolvesAt)}.`, 200)]));
          break;
        case "casting-continues":
          lineRow(rows, first, "spell", e.id, join2([who(nameOf, e.id), text(" is still casting: the casting is its action this round.", 120)]));
          break;
        case "spell-resolves":
          lineRow(rows, first, "resolves", e.id, join2([strong(text(e.name, 40)), text(`’s spell${e.note ? ` “${clipped(e.note, NOTE_IN_LINE)}”` : ""} takes effect now.`, 200)]));
          break;
        case "reacted":
          lineRow(
            rows,
            first,
            "reaction",
            e.id,
            join2([who(nameOf, e.id), text(` reacts${e.note ? `: ${clipped(e.note, NOTE_IN_LINE)}` : ""}.${e.until === null ? "" : clock.kind === "rondel" ? ` Flex until count ${e.until}.` : " Its reaction for the round is used."}`, 200)])
          );
          break;
        case "overridden":
          if (e.field === "terrain") {
            fixedRow(rows, text(`Terrain: ${e.from} → ${e.to}. Hexes per round are divided by it, from now on.`, 200));
            break;
          }
          if (e.field === "nextAt" && clock.kind !== "rondel") {
            lineRow(rows, first, "override", e.id, join2([who(nameOf, e.id), text(` ${clock.value}: ${e.from} → ${e.to}.`, 200)]));
            break;
          }
          if (e.field === "tier") {
            const named = (k) => isTierKey(k) ? tierInfo(k).name : String(k);
            lineRow(rows, first, "override", e.id, join2([who(nameOf, e.id), text(` movement tier: ${named(e.from)} → ${named(e.to)}.`, 200)]));
            break;
          }
          lineRow(rows, first, "override", e.id, join2([who(nameOf, e.id), text(` ${OVERRIDE_LABEL[e.field]}: ${e.from} → ${e.to}${e.field === "perceptionMod" ? ` (${view.perceptionUse})` : ""}.`, 200)]));
          break;
        case "conditions-changed": {
          timed != null ? timed : timed = saidByEffects(events);
          const said = timed;
          const added = e.added.filter((k) => !said.has(e.id, k, true));
          const removed = e.removed.filter((k) => !said.has(e.id, k, false));
          if (added.length === 0 && removed.length === 0) break;
          lineRow(
            rows,
            first,
            "condition",
            e.id,
            join2([
              who(nameOf, e.id),
              text(`${added.length ? ` is now ${andList(added)}` : ""}${added.length && removed.length ? ";" : ""}${removed.length ? ` is no longer ${andList(removed)}` : ""}.`, 300)
            ])
          );
          break;
        }
        case "effect-started":
          timed != null ? timed : timed = saidByEffects(events);
          lineRow(rows, first, "effect", e.id, join2([who(nameOf, e.id), text(`${timed.has(e.id, e.name, true) ? " is now " : ": "}${e.name}, ${endsText(e.ends, clock)}.`, 200)]));
          break;
        case "effect-ended":
          if (e.heldBy) lineRow(rows, first, "effect", e.id, join2([who(nameOf, e.id), text(` cannot get up (${e.heldBy}): it stays prone.`, 200)]));
          else lineRow(rows, first, "effect", e.id, join2([who(nameOf, e.id), text(`: ${e.name} ends.`, 200)]));
          break;
        case "round-started":
          fixedRow(rows, strong(text(`Round ${e.round} begins.`)));
          break;
        case "stood-up":
          lineRow(rows, first, "condition", e.id, join2([who(nameOf, e.id), STANDS_UP]));
          break;
        case "ready-fired":
          lineRow(rows, first, "ready", e.id, join2([who(nameOf, e.id), text(` acts at the ready${e.note ? `: ${e.note}` : ""}.`, 200)]));
          break;
        case "speech":
          lineRow(rows, first, "speech", e.id, join2([strong(text(e.name, 40)), text(` says: “${e.text}”`, 300), raw(" "), muted(text(`(${clock.at(e.count)})`))]));
          break;
        case "speech-held":
        case "turn-due":
        case "rejected":
          break;
      }
      if (countRow >= 0 && i !== countEvent) {
        if ((e.type === "turn-due" || e.type === "movement-window") && e.count === countAt) countNamed = true;
        else if (e.type === "turn-due" || rows.length > had) countRow = -1;
      }
    }
    if (countRow >= 0 && countNamed) rows.splice(countRow, 1);
    return rows;
  }
  var STANDS_UP = text(" stands up: no longer prone.");
  var NOTE_IN_LINE = 100;
  var NOTE_IN_ACTION = 57;
  var TIE_NAMES = 4;
  var OVERRIDE_LABEL = { nextAt: "next action count", tier: "movement tier", perceptionMod: "Perception modifier", name: "name", terrain: "terrain" };

  // src/render/fit.ts
  var PUBLIC_CARD_BYTES = 3e3;
  var GROUP_CAP = 12;
  var LIST_CAP = 10;
  function capOf(items) {
    return items <= LIST_CAP + 2 ? items : LIST_CAP;
  }
  var LIST_SHARE = 320;
  function listHtml(head, items, cut) {
    return join2([head, join2(items, raw(", ")), cut > 0 ? text(`${items.length ? " and" : ""} ${cut} more`) : raw("")]);
  }
  function itemsThatFit(r, room) {
    const base = byteSize(listHtml(r.head, [], r.items.length));
    const head = byteSize(r.head);
    const cap = capOf(r.items.length);
    let names = 0;
    let k = 0;
    while (k < cap) {
      const grown = names + byteSize(r.items[k]) + (k > 0 ? 2 : 0);
      const left = r.items.length - (k + 1);
      if (head + grown + (left > 0 ? byteSize(` and ${left} more`) : 0) - base > room) break;
      names = grown;
      k += 1;
    }
    if (k < cap && cap === r.items.length && byteSize(listHtml(r.head, r.items, 0)) - base <= room) return cap;
    return k;
  }
  function wholeCard(options, rows, budget) {
    var _a;
    const body = [];
    const rest = [];
    for (let i = 0; i < rows.length; i += 1) {
      const r = rows[i];
      if (r.kind === "fixed") body.push(r.html);
      else if (r.kind === "line") body.push((_a = r.whole) != null ? _a : r.html);
      else {
        const k = capOf(r.items.length);
        body.push(listHtml(r.head, r.items.slice(0, k), r.items.length - k));
        if (k < r.items.length && !r.private) rest.push(listHtml(r.head, r.items.slice(k), 0));
      }
    }
    const html = card({ title: options.title, subtitle: options.subtitle, accent: options.accent, footer: options.footer, body });
    return budget === null || fitsIn(html, budget) ? { html, rest } : null;
  }
  function lineCounts(rows) {
    var _a;
    const counts = /* @__PURE__ */ new Map();
    for (const r of rows) if (r.kind === "line") counts.set(r.group, ((_a = counts.get(r.group)) != null ? _a : 0) + 1);
    return counts;
  }
  function fitCard(options, rows, fit) {
    if (fit.limit === void 0 || !overLimit(rows, fit.limit)) {
      const whole = wholeCard(options, rows, fit.budget);
      if (whole) return whole;
    }
    return cutCard(options, rows, fit);
  }
  function overLimit(rows, limit) {
    return [...lineCounts(rows).values()].some((n) => n > limit);
  }
  function cutCard(options, rows, fit) {
    var _a, _b, _c, _d;
    const { budget, more } = fit;
    const limit = (_a = fit.limit) != null ? _a : Infinity;
    const caps = (_b = fit.caps) != null ? _b : {};
    const counts = lineCounts(rows);
    const late = new Set((_c = fit.late) != null ? _c : []);
    const lines = rows.map((r, i) => ({ r, i })).filter((x) => x.r.kind === "line");
    const lists = rows.map((r, i) => ({ r, i })).filter((x) => x.r.kind === "list");
    const shown = /* @__PURE__ */ new Set();
    const shownIn = /* @__PURE__ */ new Map();
    const keep = /* @__PURE__ */ new Map();
    let avail = (budget != null ? budget : Infinity) - cardFrameSize(options);
    for (const r of rows) {
      if (r.kind === "fixed") avail -= rowSize(r.html);
      if (r.kind === "list") avail -= rowSize(listHtml(r.head, [], r.items.length));
    }
    for (const [group, count] of counts) avail -= rowSize(more(group, count, 0));
    const cap = Math.min(limit, budget === null ? Infinity : GROUP_CAP);
    const closed = /* @__PURE__ */ new Set();
    const candidates = [...lines].sort((a, b) => Number(!!b.r.first) - Number(!!a.r.first) || a.i - b.i);
    const fill = (lateOnes) => {
      var _a2, _b2, _c2;
      for (const { r, i } of candidates) {
        if (late.has(r.group) !== lateOnes || closed.has(r.group)) continue;
        const cost = rowSize(r.html);
        if (((_a2 = shownIn.get(r.group)) != null ? _a2 : 0) >= Math.min(cap, (_b2 = caps[r.group]) != null ? _b2 : Infinity) || cost > avail) {
          closed.add(r.group);
          continue;
        }
        shown.add(i);
        shownIn.set(r.group, ((_c2 = shownIn.get(r.group)) != null ? _c2 : 0) + 1);
        avail -= cost;
      }
    };
    const need = new Map(lists.map(({ r, i }) => [i, byteSize(listHtml(r.head, r.items.slice(0, capOf(r.items.length)), r.items.length - capOf(r.items.length))) - byteSize(listHtml(r.head, [], r.items.length))]));
    const room = /* @__PURE__ */ new Map();
    const share = (most) => {
      var _a2;
      let left = lists.length;
      for (const { i } of [...lists].sort((a, b) => {
        var _a3, _b2;
        return ((_a3 = need.get(a.i)) != null ? _a3 : 0) - ((_b2 = need.get(b.i)) != null ? _b2 : 0);
      })) {
        const given = Math.max(0, Math.min(most(i), Math.floor(avail / left)));
        room.set(i, ((_a2 = room.get(i)) != null ? _a2 : 0) + given);
        avail -= given;
        left -= 1;
      }
    };
    fill(false);
    const sure = Math.min(LIST_SHARE, Math.floor(avail * 0.6 / Math.max(1, lists.length)));
    share((i) => {
      var _a2;
      return Math.min((_a2 = need.get(i)) != null ? _a2 : 0, sure);
    });
    fill(true);
    share((i) => {
      var _a2, _b2;
      return ((_a2 = need.get(i)) != null ? _a2 : 0) - ((_b2 = room.get(i)) != null ? _b2 : 0);
    });
    for (const { r, i } of lists) keep.set(i, itemsThatFit(r, (_d = room.get(i)) != null ? _d : 0));
    const fitted2 = build();
    if (budget === null || fitsIn(fitted2.html, budget)) return fitted2;
    const note = card({ ...options, body: [text("This card is too long for the chat: the GM has it in a whisper.")] });
    return { html: note, rest: rows.map((r) => {
      var _a2;
      return r.kind === "list" ? listHtml(r.head, r.items, 0) : r.kind === "line" ? (_a2 = r.whole) != null ? _a2 : r.html : r.html;
    }) };
    function build() {
      const body = [];
      const rest = [];
      const moreAt = /* @__PURE__ */ new Map();
      for (const group of counts.keys()) {
        const members = lines.filter((x) => x.r.group === group);
        const kept = members.filter((x) => shown.has(x.i));
        const at = kept.length ? kept[kept.length - 1] : members[0];
        if (at && kept.length < members.length) moreAt.set(at.i, group);
      }
      rows.forEach((r, i) => {
        var _a2, _b2, _c2, _d2;
        if (r.kind === "fixed") body.push(r.html);
        else if (r.kind === "line") {
          if (shown.has(i)) body.push(r.html);
          if (!shown.has(i) || r.whole !== void 0 && r.whole !== r.html) rest.push((_a2 = r.whole) != null ? _a2 : r.html);
        } else {
          const k = (_b2 = keep.get(i)) != null ? _b2 : 0;
          body.push(listHtml(r.head, r.items.slice(0, k), r.items.length - k));
          if (k < r.items.length && !r.private) rest.push(listHtml(r.head, r.items.slice(k), 0));
        }
        const group = moreAt.get(i);
        if (group !== void 0) {
          const kept = (_c2 = shownIn.get(group)) != null ? _c2 : 0;
          body.push(more(group, ((_d2 = counts.get(group)) != null ? _d2 : 0) - kept, kept));
        }
      });
      return { html: card({ ...options, body }), rest };
    }
  }
  var REST_BYTES = 16e3;
  function restCards(title, lines) {
    const plain2 = lines.map((l) => l.replace(/<[^>]*>/g, ""));
    const frame = byteSize(card({ title, body: [raw("")] }));
    const cards = [];
    let page = [];
    let size = frame;
    for (const line of plain2) {
      const cost = byteSize(line) + 4;
      if (page.length && size + cost > REST_BYTES) {
        cards.push(card({ title, body: [join2(page, raw("<br>"))] }));
        page = [];
        size = frame;
      }
      page.push(line);
      size += cost;
    }
    if (page.length) cards.push(card({ title, body: [join2(page, raw("<br>"))] }));
    return cards;
  }

  // src/render/announcement.ts
  var LATE_GROUPS = ["initiative", "tie"];
  var CUT_CAPS = { tie: 3, initiative: 8 };
  function turnIn(events) {
    for (let i = 0; i < events.length; i += 1) if (events[i].type === "turn-due") return true;
    return false;
  }
  function pictured(events, imageOf2) {
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type === "turn-due" && imageOf2(e.id)) return true;
    }
    return false;
  }
  var NOBODY_FIRST = () => false;
  var toTheGM = (group, hidden) => muted(text(`… and ${moreOf(group, hidden)} (the GM has ${hidden === 1 ? "it" : "them"}).`));
  function announcementFit(counter, events, nameOf, options = {}) {
    var _a, _b, _c, _d;
    const view = (_a = options.view) != null ? _a : RONDEL_VIEW;
    const budget = (_b = options.budget) != null ? _b : null;
    const body = bodyRows(events, nameOf, view, (_c = options.first) != null ? _c : NOBODY_FIRST);
    if (options.extra) for (let i = 0; i < options.extra.length; i += 1) body.push(options.extra[i]);
    if (body.length === 0 && !turnIn(events)) return null;
    const frame = { title: titleText(view.title), subtitle: atText(view.clock.at(counter)) };
    const fit = { budget, more: (_d = options.more) != null ? _d : toTheGM, caps: CUT_CAPS, late: LATE_GROUPS };
    if (options.imageOf && pictured(events, options.imageOf)) {
      const rowsPictured = [...body, ...turnRows(events, nameOf, view.clock, options.imageOf)];
      const whole = wholeCard(frame, rowsPictured, budget);
      if (whole) {
        if (whole.rest.length === 0) return whole;
      } else if (rowsPictured.some((r) => r.kind === "list" && r.private)) {
        const cut = fitCard(frame, rowsPictured, fit);
        if (cut.rest.length === 0 && (budget === null || fitsIn(cut.html, budget))) return cut;
      }
    }
    const turns = turnRows(events, nameOf, view.clock);
    for (let i = 0; i < turns.length; i += 1) body.push(turns[i]);
    return fitCard(frame, body, fit);
  }

  // src/render/help.ts
  function usageHtml(line) {
    var _a;
    const parts = (_a = line.match(/\[[^\]]*\]|<[^>]*>|\S+/g)) != null ? _a : [];
    return code(join2(parts.map(usagePart), raw(" ")));
  }
  var NOWRAP2 = "white-space:nowrap";
  var PIECE = "display:inline-block";
  function usagePart(p) {
    if (!p.includes("|") || p.length <= 24) return p.includes(" ") ? tag("span", NOWRAP2, text(p, 200)) : text(p, 200);
    const out = [];
    for (const piece of p.split(/(?<=\|)/)) {
      if (/^\s/.test(piece)) out.push(raw(" "));
      out.push(tag("span", PIECE, text(piece.trim(), 200)));
    }
    return join2(out, raw(""));
  }
  var HELP_SECTIONS = [
    ["The fight", ["start", "next", "add", "remove", "end"]],
    ["Turns", ["act", "react", "stand", "done", "menu", "status", "trigger", "say"]],
    // the rolls share one line of buttons, as the setup does: the short help must still fit one screen
    ["Rolls", ["attack", "check", "save", "competition"], "inline"],
    ["Fixes", ["set", "condition", "effect", "terrain", "undo", "redo"]],
    ["Setup", ["config", "macros"], "inline"]
  ];
  var HELP_OMITTED = /* @__PURE__ */ new Set(["help", "repair", "apply"]);
  var HELP_HANDOUT_NAME = "Help: Enchanted Realms Combat";
  var RULINGS = "docs/rules.md §14 (Rulings)";
  function helpCard(word, verbs, isGM, fightRules = null) {
    const mine = verbs.filter((v) => (isGM || !v.gmOnly) && (fightRules === null || !v.rules || v.rules.includes(fightRules)));
    const rows = [];
    const placed = /* @__PURE__ */ new Set();
    const section = (title, list, inline) => {
      if (list.length === 0) return;
      if (inline) {
        for (const v of list) placed.add(v.name);
        rows.push(join2([strong(text(`${title}:`)), ...list.map((v) => button(text(v.name), `!${word} help ${v.name}`, COLOURS.accent))], raw(" ")));
        return;
      }
      rows.push(strong(text(title)));
      for (const v of list) {
        placed.add(v.name);
        rows.push(join2([button(text(v.name), `!${word} help ${v.name}`, COLOURS.accent), raw(" "), text(v.brief, 60)]));
      }
    };
    for (const [title, names, inline] of HELP_SECTIONS) section(title, names.flatMap((n) => mine.filter((v) => v.name === n)), inline);
    section("More", mine.filter((v) => !placed.has(v.name) && !HELP_OMITTED.has(v.name)));
    const other = word === "rondel" ? "combat" : "rondel";
    return card({
      title: text("Enchanted Realms Combat"),
      subtitle: text(`!${word} help`),
      body: rows,
      footer: text(`A button shows its usage. Everything: the handout ${HELP_HANDOUT_NAME}. !${other} works too.`, 300)
    });
  }
  function permissionText(verb2) {
    return verb2.permission === "gm" ? "GM only." : verb2.permission === "controller" ? "The GM or whoever controls the combatant." : "Anyone.";
  }
  function flagRows(verb2, rules = null) {
    return Object.entries(verb2.flags).filter(([, spec]) => spec.button !== true).map(([name, spec]) => {
      var _a, _b;
      return join2([code(text(`--${name}`)), text(`: ${(_b = rules !== null ? (_a = spec.describeIn) == null ? void 0 : _a[rules] : void 0) != null ? _b : spec.describe}`, 300)]);
    });
  }
  function verbHelpCard(word, verb2, rules = null) {
    var _a, _b;
    const summary = (_b = rules !== null ? (_a = verb2.summaryIn) == null ? void 0 : _a[rules] : void 0) != null ? _b : verb2.summary;
    return card({
      title: text(`!${word} ${verb2.name}`),
      body: [text(summary, 300), join2([muted(text("Usage: ")), usageHtml(`!${word} ${verb2.name} ${verb2.usage}`.trim())]), ...flagRows(verb2, rules)],
      footer: text(permissionText(verb2))
    });
  }
  function helpHandout(word, verbs, ruleSets2) {
    const section = (v) => tag(
      "div",
      "margin:6px 0",
      join2([
        strong(usageHtml(`!${word} ${v.name}${v.usage ? " " + v.usage : ""}`)),
        muted(text(` ${permissionText(v)}`)),
        tag("div", "", text(v.summary, 400)),
        ...flagRows(v).map((f) => tag("div", "margin-left:12px", f))
      ])
    );
    return join2([
      tag("h3", "", text("Enchanted Realms Combat: every command")),
      tag(
        "p",
        "",
        text(
          `Select the tokens in the fight and run !${word} start (or !combat start). Every command answers --help. Rule sets: ${ruleSets2.map((r) => `${r.id} (${r.name})`).join(", ")}; choose one with !${word} start --rules ID.`,
          600
        )
      ),
      ...verbs.map(section),
      tag("h3", "", text("Rulings")),
      tag("p", "", text(`Where the rulebook is silent or unclear the script makes a ruling; every ruling, with its reason, is in ${RULINGS} in the script’s repository, beside the README.`, 400))
    ]);
  }

  // src/render/notices.ts
  function errorCard(title, lines, syntax, buttons = []) {
    const body = lines.map((l) => text(l, 300));
    if (syntax) body.push(join2([muted(text("Usage: ")), usageHtml(syntax)]));
    if (buttons.length > 0) body.push(join2(buttons));
    return card({ title: text(title), accent: COLOURS.bad, body });
  }
  function meantFor(name) {
    return tag("div", `margin:0 0 2px;padding:2px 6px;border-radius:4px;background:${COLOURS.paper};color:${COLOURS.ink};font-size:12px`, text(`For ${name}, who cannot be whispered to by name:`, 200));
  }
  function notice(title, lines, accent) {
    return noticeCard(title, lines.map((l) => text(l, 300)), accent);
  }
  function noticeCard(title, lines, accent) {
    return accent ? card({ title: text(title), accent, body: lines }) : card({ title: text(title), body: lines });
  }

  // src/render/order-row.ts
  function orderRow(order) {
    return {
      kind: "list",
      head: strong(text("Order: ")),
      items: order.map((c) => unbroken(raw(nameText(c.name.trim()) + text(` (${c.nextAt}${c.later ? `, ${c.later}` : ""})`)))),
      private: true
    };
  }

  // src/render/refusals.ts
  var FIELD_LABEL = {
    action: "The action",
    speed: "Weapon speed",
    mod: "The modifier",
    cast: "Casting time",
    count: "The count",
    perception: "The Perception modifier",
    terrain: "The terrain",
    text: "The text"
  };
  function refusalText(r, nameOf, clock = clockFormat("rondel")) {
    const name = (id) => {
      var _a;
      return (_a = nameOf(id)) != null ? _a : "That combatant";
    };
    switch (r.code) {
      case "unknown-combatant":
        return "That token is not in the fight.";
      case "already-in-combat":
        return `${name(r.id)} is already in the fight.`;
      case "not-due":
        if (clock.kind === "rounds") return `${name(r.id)} has had its turn: it acts again in round ${r.nextAt}.`;
        if (clock.kind === "seconds") return `${name(r.id)} is not due yet: it acts no sooner than ${clock.at(r.nextAt)} (it is ${clock.at(r.counter)}).`;
        return `${name(r.id)} is not due yet: next action at count ${r.nextAt} (the counter is at ${r.counter}).`;
      case "not-first": {
        const first = nameOf(r.first);
        if (first === null) return `${name(r.id)}’s turn has not come yet at ${clock.at(r.counter)}: wait until it is announced.`;
        if (clock.kind === "rounds") return `${first} acts now; ${name(r.id)}’s turn comes later this round.`;
        return `${first} acts first at ${clock.at(r.counter)} (lower tie-break); ${name(r.id)} is next.`;
      }
      case "cannot-act":
        return `${name(r.id)} is ${r.condition} and cannot act.`;
      case "cannot-react":
        return `${name(r.id)} is ${r.condition} and cannot react.`;
      case "cannot-dodge":
        return `${name(r.id)} is ${r.condition}: no dodge or deflection. Another reaction (an attack of opportunity, say) is still allowed.`;
      case "flex-active":
        return `${name(r.id)} reacted recently: the flex marker shows until count ${r.until}.`;
      case "hold-twice":
        return `${name(r.id)} held last time and cannot hold twice in a row: Reset, Full Guard or act.`;
      case "bad-value":
        if (r.field === "action") return "Unknown action.";
        if (r.field === "terrain") return "Unknown terrain: road, floor, plains, tundra, desert, forest, hills, swamp, jungle or mountains.";
        if (r.field === "text") return `Say something of ${r.low} to ${r.high} characters.`;
        if (r.field === "count" && clock.kind !== "rondel") return `The ${clock.value} must be a whole number from ${r.low} to ${r.high}.`;
        return `${FIELD_LABEL[r.field]} must be a whole number from ${r.low} to ${r.high}.`;
      case "no-combatants":
        return "Select the tokens in the fight first.";
      case "count-in-past":
        if (clock.kind === "rondel") return `Count ${r.count} has passed: the counter is at ${r.counter}.`;
        return `${clock.at(r.count).replace(/^./, (c) => c.toUpperCase())} has passed: it is ${clock.at(r.counter)}.`;
      case "not-in-rule-set":
        return notInRuleSet(r.action, r.ruleSet);
      case "reacted-this-round":
        return `${name(r.id)} has already reacted in round ${r.round}: one reaction per round.`;
      case "in-defense":
        return `${name(r.id)} stood in defense: no reactions in that round or the next.`;
      case "nothing-readied":
        return `${name(r.id)} has no action at the ready.`;
      case "not-prone":
        return `${name(r.id)} is not prone: there is nothing to stand up from.`;
      case "cannot-stand":
        return `${name(r.id)} is ${r.condition} and cannot stand up.`;
      case "stand-later":
        if (clock.kind === "rounds") return `Not now: ${name(r.id)} stands up on its own turn (in round ${r.next}), for half its movement${r.react ? ", or now as its reaction of the round: !rondel stand --react" : ""}.`;
        if (clock.kind === "seconds") return `Not now: ${name(r.id)} stands up at a movement moment (the next: ${clock.at(r.next)})${r.react ? ", or now as its reaction of the round: !rondel stand --react" : ""}.`;
        return `Not now: ${name(r.id)} stands up at a movement window (the next: count ${r.next})${r.react ? ", or now as a reaction (flex for 8 counts, up at the end of the next count): !rondel stand --react" : ""}.`;
      case "stand-no-reaction":
        return r.now ? `It is ${name(r.id)}’s own turn: it stands up as part of it, for half its movement, with !rondel stand (its reaction is kept).` : `Not now: ${name(r.id)} stands up on its own turn (in round ${r.next}), for half its movement, with !rondel stand.`;
      case "already-declared":
        return `${name(r.id)} has declared its one action this turn: what it may still do is on its menu (!rondel menu), and the turn ends with !rondel done (or the tracker’s next-turn button).`;
      case "cannot-speak":
        return `${name(r.id)} is ${r.condition} and cannot speak.`;
      case "speech-full":
        return `${name(r.id)} has already said ${r.lines} things this round, as many as a round holds: say the rest next round.`;
      case "old-trigger":
        return `That button was for the action ${name(r.id)} readied in round ${r.round}, which is gone: nothing was done. The action at the ready now has its own Trigger button.`;
    }
  }
  function notInRuleSet(action, id) {
    var _a;
    const rs = ruleSetOf(id);
    if (!rs) return `${action} is not an action of this rule set.`;
    const keys = rs.actions.map((a) => a.key);
    const list = `${keys.slice(0, -1).join(", ")} and ${(_a = keys[keys.length - 1]) != null ? _a : ""}`;
    const sheet = " A sheet’s Act buttons follow its Rule set box.";
    if (action === "hold" && id === "rounds") return `There is no holding in 10-second rounds: a turn is move and act, in either order (rulebook page 000). The actions are ${list}.`;
    if (id === "seconds") return `20-second rounds have no ${action === "guard" ? "Full Guard" : action}: an action happens at its second, and the actions are ${list} (rulebook page 001).${sheet}`;
    return `There is no ${action} in ${id === "rondel" ? "the " : ""}${rs.name}: the actions are ${list}.${sheet}`;
  }

  // src/app/context.ts
  function present(fight) {
    return fight.timeline.present;
  }
  function rulesOf(id) {
    const rs = ruleSetOf(id);
    if (!rs) throw new Error(`no rule set ${id}`);
    return rs;
  }
  function ruleOptions(config2) {
    if (lastOptions === null || config2 !== lastOptions.config) {
      lastOptions = { config: config2, options: { pattern: config2.pattern, passedOver: config2.passedOver, rerollEachRound: config2.rerollEachRound } };
    }
    return lastOptions.options;
  }
  var lastOptions = null;
  function advanceOptions(ctx) {
    const world = ctx.ports.world;
    const options = ruleOptions(ctx.stored.config);
    return {
      pattern: options.pattern,
      passedOver: options.passedOver,
      rerollEachRound: options.rerollEachRound,
      initiativeNow: (id) => {
        const sheet = world.sheet(id);
        if (!sheet.hasSheet || sheet.problems.includes("weapon_speed") || sheet.problems.includes("initiative_adjustment")) return null;
        const hexes = sheet.problems.includes("hexes_per_round") ? {} : { hexesPerRound: sheet.hexesPerRound };
        return { speed: sheet.speed, initiativeAdjustment: sheet.initiativeAdjustment, ...hexes };
      }
    };
  }
  var views = /* @__PURE__ */ new WeakMap();
  function cardView(rs) {
    let view = views.get(rs);
    if (!view) {
      view = makeView(rs);
      views.set(rs, view);
    }
    return view;
  }
  function makeView(rs) {
    const labels = new Map(rs.actions.map((a) => [a.key, a.label]));
    return {
      title: ruleSetTitle(rs.id),
      clock: clockFormat(rs.id),
      actionLabel: (key2) => {
        var _a;
        return (_a = labels.get(key2)) != null ? _a : isActionKey(key2) ? actionRow(key2).label : key2 === "pass" ? "no action" : key2;
      },
      perceptionUse: rs.perceptionUse
    };
  }
  function ruleSetTitle(id) {
    return id === "rondel" ? "Rondel" : rulesOf(id).name;
  }

  // src/app/sheet.ts
  var ROW_NUMBER = /^repeating_(weapons|spells|skills)_(.+?)_(speed|cast_time|mod|sub_mod)$/i;
  function sheetRows(attributes) {
    var _a;
    const speeds = [];
    const casts = [];
    let skills = null;
    for (const a of attributes) {
      const m = ROW_NUMBER.exec(a.name);
      if (!m) continue;
      const kind = m[1].toLowerCase();
      const field = m[3].toLowerCase();
      const n = blank(a.current) ? 0 : integer(a.current);
      if (n === null) continue;
      if (kind === "weapons" && field === "speed") speeds.push(n);
      else if (kind === "spells" && field === "cast_time") casts.push(n);
      else if (kind === "skills" && (field === "mod" || field === "sub_mod")) {
        const id = m[2].toLowerCase();
        const row = (_a = (skills != null ? skills : skills = /* @__PURE__ */ new Map()).get(id)) != null ? _a : { mod: 0, sub: 0 };
        if (field === "mod") row.mod = n;
        else row.sub = n;
        skills.set(id, row);
      }
    }
    return skills === null ? { speeds, casts } : { speeds, casts, skills: [...skills.values()] };
  }
  var NO_SHEET = {
    tier: DEFAULT_TIER,
    perceptionMod: 0,
    initiativeAdjustment: 0,
    speed: 0,
    agility: 0,
    logic: 0,
    faith: 0,
    cast: 0,
    castingMod: null,
    hexesPerRound: null,
    problems: [],
    hasSheet: false
  };
  function blank(v) {
    return v === void 0 || v === null || typeof v === "string" && v.trim() === "";
  }
  function integer(v) {
    if (typeof v === "number") return Number.isFinite(v) ? Math.trunc(v) : null;
    if (typeof v !== "string") return null;
    const t = v.trim().replace(/^\+/, "").replace(/\u2212/g, "-");
    return /^-?\d{1,6}(\.\d+)?$/.test(t) ? Math.trunc(Number(t)) : null;
  }
  function attributeReader(read2, exists, problems, outOfRange2) {
    const value = (name) => exists && !exists(name) ? void 0 : read2(name);
    const num = (name, low, high) => {
      const v = value(name);
      if (blank(v)) return null;
      const n = integer(v);
      if (n !== null && (n < low || n > high) && outOfRange2) {
        outOfRange2[name] = n;
        return null;
      }
      if (n === null || n < low || n > high) {
        problems.push(name);
        return null;
      }
      return n;
    };
    return { value, num };
  }
  function readSheet(read2, exists) {
    var _a, _b, _c;
    const problems = [];
    const { value, num } = attributeReader(read2, exists, problems);
    const tierOf = (name) => {
      const v = value(name);
      if (blank(v)) return null;
      const t = parseTier(v);
      if (!t) problems.push(name);
      return t != null ? t : null;
    };
    const perceptionMod = num("perception_mod", -20, 20);
    const perception = perceptionMod === null ? num("perception", 0, 99) : null;
    const tier = (_b = (_a = tierOf("movement_tier_current")) != null ? _a : tierOf("movement_tier")) != null ? _b : DEFAULT_TIER;
    return {
      tier,
      perceptionMod: perceptionMod != null ? perceptionMod : modifierForScore(perception != null ? perception : 0),
      initiativeAdjustment: (_c = num("initiative_adjustment", -INITIATIVE_ADJUSTMENT_LIMIT, INITIATIVE_ADJUSTMENT_LIMIT)) != null ? _c : 0,
      speed: speedOf(num),
      agility: agilityOf(num),
      logic: modOf(num, "logic"),
      faith: modOf(num, "faith"),
      cast: castOf(num),
      castingMod: num("casting_mod", -20, 20),
      hexesPerRound: num("hexes_per_round", 0, MAX_SHEET_HEXES_PER_ROUND),
      problems,
      hasSheet: true
    };
  }
  var speedOf = (num) => {
    var _a;
    return (_a = num("weapon_speed", -WEAPON_SPEED_LIMIT, WEAPON_SPEED_LIMIT)) != null ? _a : 0;
  };
  var modOf = (num, a) => {
    var _a, _b;
    return (_b = num(`${a}_mod`, -20, 20)) != null ? _b : modifierForScore((_a = num(a, 0, 99)) != null ? _a : 0);
  };
  var agilityOf = (num) => modOf(num, "agility");
  var castOf = (num) => {
    var _a;
    return (_a = num("casting_time", 0, 200)) != null ? _a : 0;
  };
  function menuNumber(v, low, high) {
    var _a;
    return (_a = menuNumberOrNull(v, low, high)) != null ? _a : 0;
  }
  function menuNumberOrNull(v, low, high) {
    if (blank(v)) return null;
    const n = integer(v);
    return n === null || n < low || n > high ? null : n;
  }
  function menuValues(speed, agility, cast, tradition, agilityScore, spell) {
    var _a, _b;
    const mod = (_b = menuNumberOrNull(agility, -20, 20)) != null ? _b : modifierForScore((_a = menuNumberOrNull(agilityScore, 0, 99)) != null ? _a : 0);
    const values = { speed: menuNumber(speed, -20, 20), agility: mod, cast: menuNumber(cast, 0, 200), tradition };
    return spell ? { speed: values.speed, agility: values.agility, cast: values.cast, tradition, spell } : values;
  }
  var NO_MENU_SHEET = { speed: 0, agility: 0, cast: 0, tradition: void 0 };
  function menuSheetOf(sheet) {
    return { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition, ...sheet.spell ? { spell: sheet.spell } : {} };
  }
  var TRADITIONS = { divine: "faith", axiom: "logic", other: "agility" };
  function parseTradition(text2) {
    const t = text2.trim().toLowerCase();
    for (const key2 of Object.keys(TRADITIONS)) if (t.length >= 2 && key2.startsWith(t)) return key2;
    for (const [key2, attribute] of Object.entries(TRADITIONS)) if (attribute === t) return key2;
    return null;
  }
  function chosenSpellTradition(attributes) {
    var _a, _b;
    return (_b = (_a = chosenSpell(attributes)) == null ? void 0 : _a.tradition) != null ? _b : null;
  }
  function chosenSpellName(attributes) {
    var _a, _b;
    return (_b = (_a = chosenSpell(attributes)) == null ? void 0 : _a.name) != null ? _b : null;
  }
  function chosenSpell(attributes) {
    var _a;
    if (attributes.length === 0) return null;
    const byName2 = new Map(attributes.map((a) => [a.name.toLowerCase(), a.current]));
    const rows = attributes.map((a) => {
      var _a2;
      return (_a2 = /^repeating_spells_([-\w]+)_chosen$/i.exec(a.name)) == null ? void 0 : _a2[1];
    }).filter((row) => row !== void 0).sort();
    for (const row of rows) {
      const ticked = String((_a = byName2.get(`repeating_spells_${row}_chosen`.toLowerCase())) != null ? _a : "").trim().toLowerCase();
      if (ticked === "" || ticked === "0" || ticked === "off") continue;
      const tradition = byName2.get(`repeating_spells_${row}_tradition`.toLowerCase());
      const name = byName2.get(`repeating_spells_${row}_name`.toLowerCase());
      return {
        tradition: parseTradition(typeof tradition === "string" && tradition.trim() !== "" ? tradition : "divine"),
        name: blank(name) ? null : String(name).trim().slice(0, 60)
      };
    }
    return null;
  }

  // src/app/world-reads.ts
  function readOnce(world) {
    return world.readsOnce === true ? world : new ReadOnce(world);
  }
  var ReadOnce = class {
    constructor(world) {
      this.world = world;
      this.tokens = /* @__PURE__ */ new Map();
      this.layers = /* @__PURE__ */ new Map();
      this.owners = /* @__PURE__ */ new Map();
      this.gms = /* @__PURE__ */ new Map();
      this.images = /* @__PURE__ */ new Map();
      if (world.controllers) this.controllers = (id) => once(this.owners, id, () => {
        var _a;
        return (_a = world.controllers) == null ? void 0 : _a.call(world, id);
      });
      if (world.image) this.image = (id) => once(this.images, id, () => {
        var _a;
        return (_a = world.image) == null ? void 0 : _a.call(world, id);
      });
      if (world.orphaned) this.orphaned = (id) => {
        var _a;
        return ((_a = world.orphaned) == null ? void 0 : _a.call(world, id)) === true;
      };
    }
    token(id) {
      return once(this.tokens, id, () => this.world.token(id));
    }
    layer(id) {
      return once(this.layers, id, () => this.world.layer(id));
    }
    isGM(playerId) {
      return once(this.gms, playerId, () => this.world.isGM(playerId));
    }
    exists(id) {
      return this.world.exists(id);
    }
    sheet(tokenId) {
      return this.world.sheet(tokenId);
    }
    menuSheet(tokenId) {
      return this.world.menuSheet ? this.world.menuSheet(tokenId) : menuSheetOf(this.world.sheet(tokenId));
    }
    firstGM() {
      return this.world.firstGM();
    }
    characterName(characterId) {
      return this.world.characterName(characterId);
    }
    onlyHiddenTokens(characterId) {
      return this.world.onlyHiddenTokens(characterId);
    }
    tokensNamed(name, pageId) {
      return this.world.tokensNamed(name, pageId);
    }
    playerPage() {
      return this.world.playerPage();
    }
    customMarkers() {
      return this.world.customMarkers();
    }
    rollSheet(characterId) {
      return this.world.rollSheet(characterId);
    }
    character(characterId) {
      return this.world.character(characterId);
    }
    body(tokenId) {
      return this.world.body(tokenId);
    }
  };
  function once(seen2, key2, read2) {
    if (seen2.has(key2)) return seen2.get(key2);
    const value = read2();
    seen2.set(key2, value);
    return value;
  }
  function isHiddenLayer(layer) {
    return layer === "gmlayer" || layer === "walls";
  }
  function isHidden(world, id) {
    const layer = world.layer(id);
    return layer === void 0 || isHiddenLayer(layer);
  }
  function nameLookup(...states) {
    let asked = 0;
    return (id) => {
      asked += 1;
      const direct = asked <= DIRECT_NAMES;
      for (let i = 0; i < states.length; i += 1) {
        const s = states[i];
        const c = s ? direct ? firstById(s.combatants, id) : findById(s.combatants, id) : void 0;
        if (c) return c.name;
      }
      return "Someone";
    };
  }
  var DIRECT_NAMES = 12;
  function firstById(list, id) {
    for (let i = 0; i < list.length; i += 1) if (list[i].id === id) return list[i];
    return void 0;
  }
  function namesFor(world, sender, ...states) {
    const name = nameLookup(...states);
    return (id) => sender.isGM || !isHidden(world, id) ? name(id) : null;
  }
  function imageOfToken(world, id) {
    var _a;
    return world.image ? world.image(id) : (_a = world.token(id)) == null ? void 0 : _a.image;
  }
  function controllersOf(world, id) {
    var _a;
    return world.controllers ? world.controllers(id) : (_a = world.token(id)) == null ? void 0 : _a.controllers;
  }
  function playedByAPlayer(world, id) {
    const ids = controllersOf(world, id);
    if (ids === void 0) return false;
    for (let i = 0; i < ids.length; i += 1) {
      const p = ids[i];
      if (p === "all" || !world.isGM(p)) return true;
    }
    return false;
  }
  function controls(world, sender, id) {
    var _a, _b;
    if (sender.isGM) return true;
    const layer = world.layer(id);
    if (layer === void 0 || isHiddenLayer(layer)) return false;
    const ids = (_b = world.controllers ? world.controllers(id) : (_a = world.token(id)) == null ? void 0 : _a.controllers) != null ? _b : [];
    return ids.includes("all") || ids.includes(sender.playerId);
  }

  // src/app/replies.ts
  function toSender(sender, html, noarchive = true) {
    return { to: sender.isApi ? "gm" : { player: sender.playerId }, html, noarchive };
  }
  function titleOf(ctx) {
    var _a, _b;
    return ctx ? ruleSetTitle((_b = (_a = ctx.stored.fight) == null ? void 0 : _a.rules) != null ? _b : ctx.stored.config.rules) : "Rondel";
  }
  function fail(ctx, sender, message, cmd) {
    return { messages: [toSender(sender, errorCard(titleOf(ctx), [message], cmd ? usage(BUTTON_WORD, cmd.verb) : void 0))] };
  }
  function refusal(ctx, sender, r, cmd, hint) {
    var _a;
    const fight = ctx.stored.fight;
    const text2 = refusalText(r, namesFor(ctx.ports.world, sender, fight ? present(fight) : null), clockFormat((_a = fight == null ? void 0 : fight.rules) != null ? _a : "rondel"));
    return fail(ctx, sender, hint === void 0 ? text2 : `${text2} ${hint}`, cmd);
  }
  function rejectionOf(step) {
    const r = step.events.find((e) => e.type === "rejected");
    return r && r.type === "rejected" ? r : null;
  }
  function noFight(ctx, sender) {
    return fail(ctx, sender, sender.isGM ? "No fight is running. Select the tokens in the fight and run !rondel start." : "No fight is running.");
  }
  function announceTo(config2) {
    return config2.announce === "gm" ? "gm" : "all";
  }
  function withGmNote(ctx, outcome, lines) {
    if (lines.length === 0) return outcome;
    return { ...outcome, messages: [...outcome.messages, { to: "gm", html: notice(`${titleOf(ctx)}: for the GM`, lines), noarchive: true }] };
  }

  // src/app/model.ts
  var SCHEMA_VERSION = 4;
  var HOOK_KEYS = ["turn", "round", "window"];
  var DEFAULT_CONDITION_MARKERS = {
    blind: "bleeding-eye",
    charmed: "broken-heart",
    deaf: "edge-crack",
    frightened: "screaming",
    grappled: "grab",
    incapacitated: "interdiction",
    invisible: "ninja-mask",
    paralyzed: "frozen-orb",
    petrified: "broken-skull",
    poisoned: "chemical-bolt",
    prone: "back-pain",
    restrained: "fishing-net",
    stunned: "pummeled",
    unconscious: "sleepy"
  };
  var DEFAULT_CONFIG = {
    flexMarker: "",
    guardMarker: "bolt-shield",
    holdMarker: "stopwatch",
    dashMarker: "fluffy-wing",
    moveMarker: "tread",
    movementBadges: false,
    flexCountdown: false,
    statusMarkers: false,
    announce: "all",
    passedOver: "guard",
    alias: "",
    pattern: DEFAULT_PATTERN,
    trackerEdits: "ask",
    rules: DEFAULT_RULE_SET,
    rerollEachRound: false,
    eot: false,
    conditionMarkers: DEFAULT_CONDITION_MARKERS,
    autoDamage: false,
    indicator: "ring",
    indicatorImage: "",
    ping: false,
    counterText: false,
    hooks: { turn: "", round: "", window: "" },
    turnTimer: 0
  };
  function freshStore() {
    return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: "", optionsSaved: 0, cleanup: null };
  }

  // src/app/commands/combatants.ts
  function joinAt(rs, state2, nc, value, dice, options) {
    var _a, _b;
    const joined2 = rs.join(state2, [{ ...nc, placed: value }], dice, options);
    if (rs.valueOf(joined2.state, nc.id) === value && ((_b = (_a = rs.ahead) == null ? void 0 : _a.call(rs, joined2.state, nc.id)) != null ? _b : null) === null) return joined2;
    const moved = rs.place(joined2.state, nc.id, value, dice);
    const refused = moved.events.find((e) => e.type === "rejected");
    if (refused) return { state: joined2.state, events: [...joined2.events, refused] };
    return { state: moved.state, events: [...joined2.events, ...moved.events] };
  }
  function newCombatant(world, token) {
    const sheet = world.sheet(token.id);
    return {
      nc: {
        id: token.id,
        name: token.name,
        tier: sheet.tier,
        perceptionMod: sheet.perceptionMod,
        initiativeAdjustment: sheet.initiativeAdjustment,
        speed: sheet.speed,
        // docs/rules.md §9.2, §9.3: the sheet's hexes per round; without them the rule set counts the tier's
        ...sheet.hexesPerRound === null ? {} : { hexesPerRound: sheet.hexesPerRound }
      },
      sheet
    };
  }
  function sheetProblems(pairs, title) {
    const lines = pairs.filter((p) => p.sheet.problems.length > 0).map((p) => `${p.name}: ${p.sheet.problems.join(", ")} could not be read; the default was used.`);
    return lines.length ? [{ to: "gm", html: notice(`${title}: sheet values`, lines, "#8d6e00"), noarchive: true }] : [];
  }
  var MARKER_LEFT_OUT = "Another script’s turn marker (a “Round” graphic) was left out: it never joins the fight.";
  function isTurnMarker(token) {
    return token.represents === null && (/^round\s*\d*$/i.test(token.name.trim()) || token.name.trim() === "Rondel turn");
  }
  function orphanedOut(world, tokens) {
    const kept = tokens.filter((t) => {
      var _a;
      return ((_a = world.orphaned) == null ? void 0 : _a.call(world, t.id)) !== true;
    });
    if (kept.length === tokens.length) return { kept, refused: null };
    const names = tokens.filter((t) => !kept.includes(t)).map((t) => t.name);
    const one = names.length === 1;
    return {
      kept,
      refused: `${names.join(", ")}: ${one ? "its" : "their"} character was deleted, so ${one ? "it does" : "they do"} not join. Link ${one ? "the token" : "them"} to a sheet, or clear ${one ? "its" : "their"} Represents, to add ${one ? "it" : "them"}.`
    };
  }

  // src/app/adopt.ts
  var ADOPTIONS_OFFERED = 60;
  function adoptionKey(verb2, tokenId, count) {
    return verb2 === "remove" ? `remove ${tokenId}` : `${verb2} ${tokenId}${count === null ? "" : ` ${count}`}`;
  }
  function tokenOfKey(key2) {
    var _a;
    return (_a = key2.split(" ")[1]) != null ? _a : "";
  }
  function keyOfFlags(verb2, flags) {
    const token = flags.token;
    if (typeof token !== "string") return null;
    return adoptionKey(verb2, token, typeof flags.count === "number" ? flags.count : null);
  }
  function offering(fight, keys) {
    var _a;
    if (keys.length === 0) return fight;
    const had = (_a = fight.adoptAsked) != null ? _a : [];
    const all = [...had.filter((k) => !keys.includes(k)), ...keys.filter((k, i) => keys.indexOf(k) === i)];
    return { ...fight, adoptAsked: all.slice(Math.max(0, all.length - ADOPTIONS_OFFERED)) };
  }
  function adoptable(verb2, handler) {
    return (ctx, cmd) => {
      var _a, _b;
      const fight = ctx.stored.fight;
      if (cmd.parsed.flags.asked !== true || !fight) return handler(ctx, cmd);
      const key2 = keyOfFlags(verb2, cmd.parsed.flags);
      const offered = (_a = fight.adoptAsked) != null ? _a : [];
      if (key2 === null || !offered.includes(key2)) {
        return fail(
          ctx,
          cmd.sender,
          "That Adopt button was for a tracker edit the fight has moved on from (a turn, an action, an undo since), or one adopted already: nothing was done. The tracker shows the fight as it is now; edit it again to be asked again, or type the command without --asked."
        );
      }
      const outcome = handler(ctx, cmd);
      const after = (_b = outcome.stored) == null ? void 0 : _b.fight;
      if (!outcome.stored || !after || after === fight) return outcome;
      const token = tokenOfKey(key2);
      const rest = offered.filter((k) => tokenOfKey(k) !== token);
      const { adoptAsked: _withdrawn, ...without } = after;
      return { ...outcome, stored: { ...outcome.stored, fight: rest.length ? { ...without, adoptAsked: rest } : without } };
    };
  }
  function newOffers(before, after) {
    var _a, _b;
    const had = (_a = before == null ? void 0 : before.adoptAsked) != null ? _a : [];
    return ((_b = after == null ? void 0 : after.adoptAsked) != null ? _b : []).filter((k) => !had.includes(k));
  }
  function keepOffers(outcome, keys) {
    var _a;
    const fight = (_a = outcome == null ? void 0 : outcome.stored) == null ? void 0 : _a.fight;
    if (!outcome || !outcome.stored || !fight || keys.length === 0) return outcome;
    return { ...outcome, stored: { ...outcome.stored, fight: offering(fight, keys) } };
  }

  // src/rules/core/history.ts
  var HISTORY_LIMIT = 30;
  function timeline(present2) {
    return { present: present2, past: [], future: [] };
  }
  function record(t, next2, limit = HISTORY_LIMIT) {
    if (next2 === t.present) return t;
    const was = t.past;
    if (!Number.isInteger(limit) || limit < 1) {
      const past2 = [...was, t.present];
      return { present: next2, past: past2.length > limit ? past2.slice(past2.length - limit) : past2, future: [] };
    }
    const past = was.slice(was.length + 1 > limit ? was.length + 1 - limit : 0);
    past.push(t.present);
    return { present: next2, past, future: [] };
  }
  function undo(t, n = 1) {
    const moved = Math.max(0, Math.min(Math.floor(n), t.past.length));
    if (moved === 0) return { timeline: t, moved };
    const cut = t.past.length - moved;
    const restored = t.past[cut];
    const undone = [...t.past.slice(cut + 1), t.present].reverse();
    return { timeline: { present: restored, past: t.past.slice(0, cut), future: [...t.future, ...undone] }, moved };
  }
  function redo(t, n = 1) {
    const moved = Math.max(0, Math.min(Math.floor(n), t.future.length));
    if (moved === 0) return { timeline: t, moved };
    const cut = t.future.length - moved;
    const redone = t.future.slice(cut).reverse();
    const present2 = redone[redone.length - 1];
    const past = [...t.past, t.present, ...redone.slice(0, -1)];
    return { timeline: { present: present2, past, future: t.future.slice(0, cut) }, moved };
  }
  function mapTimeline(t, f) {
    return { present: f(t.present), past: t.past.map(f), future: t.future.map(f) };
  }

  // src/app/fight-with.ts
  var FIGHT_KEYS = ["rules", "pageId", "timeline", "lastTurnOrder", "serial"];
  function fightWithTimeline(fight, timeline2) {
    if (!hasKeys(fight, FIGHT_KEYS)) {
      if (fight.endAsked || fight.startAsked || fight.adoptAsked) {
        const { endAsked: _asked, startAsked: _start, adoptAsked: _adopt, ...rest } = fight;
        return { ...rest, timeline: timeline2 };
      }
      return { ...fight, timeline: timeline2 };
    }
    return { rules: fight.rules, pageId: fight.pageId, timeline: timeline2, lastTurnOrder: fight.lastTurnOrder, serial: fight.serial };
  }
  function fightWithTurnOrder(fight, lastTurnOrder) {
    if (hasKeys(fight, FIGHT_KEYS)) return { rules: fight.rules, pageId: fight.pageId, timeline: fight.timeline, lastTurnOrder, serial: fight.serial };
    const copy = { ...fight };
    copy.lastTurnOrder = lastTurnOrder;
    return copy;
  }
  function fightStored(fight, timeline2, lastTurnOrder) {
    if (hasKeys(fight, FIGHT_KEYS)) return { rules: fight.rules, pageId: fight.pageId, timeline: timeline2, lastTurnOrder, serial: fight.serial };
    const copy = { ...fight };
    copy.timeline = timeline2;
    copy.lastTurnOrder = lastTurnOrder;
    return copy;
  }
  var NO_FIGHT_STAMP = 0;
  function fightStamp(fight) {
    return (fight == null ? void 0 : fight.serial) === void 0 ? "" : ` --fight ${fight.serial}`;
  }

  // src/app/stored-with.ts
  var STORED_KEYS = ["schemaVersion", "config", "fight", "helpVersion", "optionsSaved", "cleanup"];
  var STORED_KEYS_TABLE = [...STORED_KEYS, "table"];
  var STORED_KEYS_SERIAL_TABLE = [...STORED_KEYS, "fights", "table"];
  var STORED_KEYS_TABLE_SERIAL = [...STORED_KEYS, "table", "fights"];
  function storedWithFight(stored, fight) {
    const s = stored;
    if (hasKeys(s, STORED_KEYS_SERIAL_TABLE)) {
      return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, fights: s.fights, table: s.table };
    }
    if (hasKeys(s, STORED_KEYS_TABLE_SERIAL)) {
      return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, table: s.table, fights: s.fights };
    }
    if (hasKeys(s, STORED_KEYS_TABLE)) {
      return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, table: s.table };
    }
    if (hasKeys(s, STORED_KEYS)) {
      return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup };
    }
    const copy = { ...s };
    copy.fight = fight;
    return copy;
  }

  // src/render/visibility.ts
  var NO_EVENTS = [];
  function seenWhole(e, hidden) {
    switch (e.type) {
      case "combat-started":
      case "round-started":
      case "counter-advanced":
      case "rejected":
        return true;
      case "tie-broken":
        for (let k = 0; k < e.rolls.length; k += 1) if (hidden(e.rolls[k].id)) return false;
        return true;
      case "movement-window":
        for (let k = 0; k < e.combatants.length; k += 1) if (hidden(e.combatants[k].id)) return false;
        return true;
      default:
        return e.id === "" || !hidden(e.id);
    }
  }
  function splitByAudience(events, hidden, moved) {
    let j = 0;
    while (j < events.length && seenWhole(events[j], hidden)) j += 1;
    if (j === events.length) return { everyone: events, gmOnly: NO_EVENTS };
    const everyone = events.slice(0, j);
    const gmOnly = [];
    for (let i = j; i < events.length; i += 1) {
      const e = events[i];
      switch (e.type) {
        case "combat-started":
        case "round-started":
        case "counter-advanced":
        case "rejected":
          everyone.push(e);
          break;
        case "tie-broken": {
          const seen2 = [];
          for (let k = 0; k < e.rolls.length; k += 1) {
            const r = e.rolls[k];
            if (!hidden(r.id)) seen2.push(r);
          }
          if (seen2.length === e.rolls.length) everyone.push(e);
          else {
            if (seen2.length > 1 && (moved === void 0 || seen2.some((r) => moved(r.id)))) everyone.push({ ...e, rolls: deciding(seen2) });
            gmOnly.push(e);
          }
          break;
        }
        case "movement-window": {
          const seen2 = [];
          const unseen = [];
          for (let k = 0; k < e.combatants.length; k += 1) {
            const c = e.combatants[k];
            (hidden(c.id) ? unseen : seen2).push(c);
          }
          if (unseen.length === 0) everyone.push(e);
          else {
            everyone.push({ ...e, combatants: seen2 });
            gmOnly.push({ ...e, combatants: unseen });
          }
          break;
        }
        default:
          (e.id !== "" && hidden(e.id) ? gmOnly : everyone).push(e);
      }
    }
    return { everyone, gmOnly };
  }
  function deciding(group) {
    const order = group.map((_, i) => i).sort((a, b) => compare(group[a].rolls, group[b].rolls));
    const needed = group.map(() => 1);
    for (let k = 1; k < order.length; k += 1) {
      const a = order[k - 1];
      const b = order[k];
      const shared = common(group[a].rolls, group[b].rolls);
      needed[a] = Math.max(needed[a], shared + 1);
      needed[b] = Math.max(needed[b], shared + 1);
    }
    return group.map((r, i) => needed[i] >= r.rolls.length ? r : { ...r, rolls: r.rolls.slice(0, needed[i]) });
  }
  function common(a, b) {
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
    return n;
  }
  function compare(a, b) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }
  function lastTies(events) {
    let count = 0;
    for (let i = 0; i < events.length; i += 1) if (events[i].type === "tie-broken") count += 1;
    if (count < 2) return events;
    const ties = events.flatMap((e, i) => e.type === "tie-broken" ? [{ i, count: e.count, ids: new Set(e.rolls.map((r) => r.id)) }] : []);
    const superseded = /* @__PURE__ */ new Set();
    for (const a of ties) {
      if (ties.some((b) => b.i > a.i && b.count === a.count && [...a.ids].every((id) => b.ids.has(id)))) superseded.add(a.i);
    }
    return events.filter((_e, i) => !superseded.has(i));
  }

  // src/app/durations.ts
  var DURATION_LIMIT = 1e3;
  function durationOf(rs, state2, flags) {
    const given = ["counts", "seconds", "rounds", "actions"].filter((k) => flags[k] !== void 0);
    if (given.length === 0) return null;
    if (given.length > 1) return "Give one duration: --counts, --seconds, --rounds or --actions.";
    const unit = given[0];
    const n = flags[unit];
    if (!Number.isInteger(n) || n < 1 || n > DURATION_LIMIT) return `The duration must be a whole number from 1 to ${DURATION_LIMIT}.`;
    const clock = rs.clock(state2);
    const round = rs.round(state2);
    if (unit === "actions") return { kind: "actions", left: n };
    if (unit === "counts") return rs.id === "rondel" ? { kind: "clock", at: clock + n } : `${rs.name} count in ${rs.id === "seconds" ? "seconds, rounds or actions" : "rounds or actions"}, not counts.`;
    if (unit === "seconds") return rs.id === "seconds" ? { kind: "clock", at: clock + n } : `Only 20-second rounds count in seconds; ${rs.id === "rondel" ? "the rondel counts in counts or actions" : "use --rounds or --actions"}.`;
    return round === null ? "The rondel has no rounds: give the duration in counts or actions." : { kind: "round", at: round + n };
  }
  function addEffects(state2, clock, bearers, name, marker, condition2, ends, by) {
    const same2 = (e) => bearers.includes(e.bearer) && e.name.toLowerCase() === name.toLowerCase();
    const effects = effectsOf(state2).filter((e) => !same2(e));
    const held = (bearer) => {
      var _a, _b;
      return (_b = condition2 != null ? condition2 : (_a = effectsOf(state2).find((e) => e.bearer === bearer && same2(e) && e.condition !== null)) == null ? void 0 : _a.condition) != null ? _b : null;
    };
    const added = bearers.map((bearer) => {
      const holds = held(bearer);
      return by === void 0 ? { bearer, name, marker, condition: holds, from: clock, ends } : { bearer, name, marker, condition: holds, from: clock, ends, by };
    });
    const events = added.map((e) => ({ type: "effect-started", id: e.bearer, name: e.name, count: clock, ends }));
    return { state: withEffects(state2, [...effects, ...added]), events };
  }
  function afterTurnAction(rs, before, step) {
    var _a;
    const due = (_a = rs.current(before)) == null ? void 0 : _a.id;
    if (due === void 0 || rs.actionsNow(before, due).taken === null) return step;
    const started = /* @__PURE__ */ new Set();
    for (const e of step.events) if (e.type === "effect-started" && e.id === due) started.add(e.name);
    if (started.size === 0) return step;
    const marked = effectsOf(step.state).map((e) => e.bearer === due && started.has(e.name) && e.afterAction !== true ? { ...e, afterAction: true } : e);
    return { state: withEffects(step.state, marked), events: step.events };
  }
  var UNITS = {
    rondel: ["counts", "actions"],
    seconds: ["seconds", "rounds", "actions"],
    rounds: ["rounds", "actions"]
  };
  function parseDuration(rs, text2) {
    const m = /^\s*(\d{1,4})\s*([a-z]*)\s*$/i.exec(text2);
    const units = UNITS[rs.id];
    const listed = `${units.slice(0, -1).join(", ")} or ${units[units.length - 1]}`;
    const example = `a number and a unit, such as --duration 3 ${units.includes("rounds") ? "rounds" : units[0]} (${listed})`;
    if (!m) return `The duration is ${example}.`;
    const word = m[2].toLowerCase();
    const unit = word === "" ? units[0] : ["counts", "seconds", "rounds", "actions"].find((u) => u.startsWith(word));
    if (!unit) return `The duration is ${example}, not “${text2.slice(0, 30)}”.`;
    return { unit, n: Number(m[1]) };
  }
  function durationEnd(rs, state2, unit, n) {
    const ends = durationOf(rs, state2, { [unit]: n });
    return ends === null ? "Give a duration." : ends;
  }
  function withSpellEffect(rs, step, caster, note, duration) {
    void rs;
    const name = (note.trim() || "Spell").slice(0, 60);
    const waits = step.events.some((e) => e.type === "spell-cast" && e.id === caster);
    const pending = { caster, name, unit: duration.unit, n: duration.n, ...waits ? {} : { now: true } };
    return { state: withPendingEffects(step.state, [...pendingEffectsOf(step.state), pending]), events: step.events };
  }
  function startResolvedSpells(rs, step) {
    var _a, _b;
    const pending = pendingEffectsOf(step.state);
    if (pending.length === 0) return step;
    let waiting = pending.filter((p) => step.state.combatants.some((c) => c.id === p.caster));
    let state2 = step.state;
    const events = [...step.events];
    const starting = waiting.filter((p) => p.now === true);
    for (const e of step.events) {
      if (e.type !== "spell-resolves") continue;
      const open = waiting.filter((p) => p.now !== true && !starting.includes(p));
      const mine = (_a = open.find((p) => p.caster === e.id && p.name.toLowerCase() === (e.note.trim() || "Spell").slice(0, 60).toLowerCase())) != null ? _a : open.find((p) => p.caster === e.id);
      if (mine) starting.push(mine);
    }
    const refused = [];
    for (const p of starting) {
      waiting = waiting.filter((x) => x !== p);
      const ends = durationEnd(rs, state2, p.unit, p.n);
      if (typeof ends === "string") continue;
      const name = p.name.toLowerCase();
      const kept = effectsOf(state2).find((e) => e.bearer === p.caster && e.name.toLowerCase() === name && (e.by !== p.caster || e.condition !== null));
      if (kept) {
        refused.push({ caster: p.caster, name: p.name, by: (_b = kept.by) != null ? _b : null, condition: kept.condition });
        continue;
      }
      const added = addEffects(state2, rs.clock(state2), [p.caster], p.name, null, null, ends, p.caster);
      const afterAction = p.now === true && step.events.some((e) => e.type === "action-declared" && e.id === p.caster && e.turnGoesOn === true);
      state2 = afterAction ? withEffects(added.state, effectsOf(added.state).map((e) => e.bearer === p.caster && e.name === p.name && e.by === p.caster ? { ...e, afterAction: true } : e)) : added.state;
      events.push(...added.events);
    }
    if (waiting.length === pending.length && state2 === step.state && refused.length === 0) return step;
    return { state: withPendingEffects(state2, waiting), events, ...refused.length ? { refused } : {} };
  }
  function refusedSpellNotes(step, nameOf, title) {
    const refused = step.refused;
    if (!refused || refused.length === 0) return [];
    const lines = refused.map((r) => {
      const caster = nameOf(r.caster).slice(0, 40);
      const why = r.condition !== null ? `${caster} already bears ${r.name}, which holds ${r.condition} for a time, and a spell never changes a condition’s timer` : `${caster} already bears ${r.by === null ? "your" : `${nameOf(r.by).slice(0, 40)}’s`} ${r.name}, and a spell never replaces it`;
      return `${caster}’s spell “${r.name}” starts no timed effect: ${why}.`;
    });
    return [{ to: "gm", html: notice(`${title}: a spell’s effect`, lines), noarchive: true }];
  }

  // src/render/menu.ts
  var YOUR_ACTION = text(": your action");
  var YOUR_TURN = text(": your turn");
  function titleWords(m) {
    return m.done === true ? YOUR_TURN : YOUR_ACTION;
  }
  var menuNote = remembered((note) => muted(text(note, 200)));
  var label = remembered((name) => text(name));
  var TOKEN_HOLE = "\0token\0";
  var TURN_HOLE = "\0turn\0";
  var FIGHT_HOLE = "\0fight\0";
  function endTurnButton(word, turn, due, fight) {
    return button(label("End the turn"), `!${word} done --turn ${turn} --due ${due}${fight}`, "#455a64");
  }
  var HOLES = /(\u0000token\u0000|\u0000turn\u0000|\u0000fight\u0000)/;
  function fightStamp2(m) {
    return m.fight === void 0 ? "" : ` --fight ${m.fight}`;
  }
  var INLINE_BLOCK2 = "display:inline-block";
  function buttonsWithHoles(m, short) {
    const target = `--token ${TOKEN_HOLE}`;
    const d = m.defaults;
    const change = m.changeFree ? "" : short ? " ?{Changed? +d4|No,|Yes,--change}" : " ?{Change of action or weapon (+d4)?|No,|Yes,--change}";
    const out = [];
    for (const a of m.actions) {
      let cmd = `!${m.word} act ${a.key} ${target} --turn ${TURN_HOLE}${FIGHT_HOLE}`;
      if (a.takes.includes("speed")) cmd += ` --speed ?{Weapon speed|${d.speed}}`;
      if (a.takes.includes("cast")) cmd += ` --cast ?{Casting time|${d.cast}}`;
      if (a.takes.includes("tradition")) cmd += ` --tradition ?{Tradition|${traditionChoices(d.tradition)}}`;
      else if (a.takes.includes("mod")) cmd += ` --mod ?{Modifier (Agility ${d.agility})|${d.agility}}`;
      if (a.takes.includes("note")) cmd += a.key === "magic" ? ` --note ?{Spell|${queryAnswer(d.spell)}}` : a.key === "ready" ? " --note ?{Trigger (if …)|}" : " --note ?{What it does|}";
      if (a.takes.includes("change")) cmd += change;
      out.push(button(label(a.label), cmd));
    }
    if (m.reaction.kind === "button") out.push(button(label("React"), `!${m.word} react ${target}${FIGHT_HOLE} --note ?{Trigger|attack of opportunity}`, "#455a64"));
    if (m.stand === true) out.push(button(label("Stand up"), `!${m.word} stand ${target}${FIGHT_HOLE}`, "#455a64"));
    if (m.done === true) out.push(endTurnButton(m.word, TURN_HOLE, TOKEN_HOLE, FIGHT_HOLE));
    return join2(out);
  }
  var buttonRows = /* @__PURE__ */ new WeakMap();
  var MOST_BUTTON_ROWS = 256;
  function buttonPieces(m, short) {
    const d = m.defaults;
    const flags = (short ? 1 : 0) + (m.changeFree ? 2 : 0) + (m.reaction.kind === "button" ? 4 : 0) + (m.stand === true ? 8 : 0) + (m.done === true ? 16 : 0);
    const key2 = `${m.word} ${flags} ${d.speed} ${d.cast} ${d.agility}${d.tradition === void 0 ? "" : ` ${d.tradition}`}${d.spell === void 0 ? "" : `\0${d.spell}`}`;
    let rows = buttonRows.get(m.actions);
    if (!rows) buttonRows.set(m.actions, rows = /* @__PURE__ */ new Map());
    let pieces = rows.get(key2);
    if (!pieces) {
      if (rows.size >= MOST_BUTTON_ROWS) rows.clear();
      pieces = buttonsWithHoles(m, short).split(HOLES);
      rows.set(key2, pieces);
    }
    return pieces;
  }
  function menuButtons(m, short) {
    const pieces = buttonPieces(m, short);
    const token = commandAttribute(m.tokenId);
    const turn = commandAttribute(String(m.turn));
    const fight = fightStamp2(m);
    let html = pieces[0];
    for (let i = 1; i < pieces.length; i += 2) html += (pieces[i] === TOKEN_HOLE ? token : pieces[i] === TURN_HOLE ? turn : fight) + pieces[i + 1];
    return raw(html + reactionNote(m.reaction));
  }
  function menuButtonsWithHoles(m, short) {
    return raw(buttonPieces(m, short).join("") + reactionNote(m.reaction));
  }
  function reactionNote(r) {
    if (r.kind === "flex") return muted(text(` React: flex until count ${r.until}`));
    if (r.kind === "none") return muted(text(` React: ${r.why}`, 120));
    return "";
  }
  function actionMenu(m) {
    var _a;
    return (_a = m.whispered ? whisperedMenu(m, portraitOf(m.image)) : null) != null ? _a : menuMadeWhole(m);
  }
  function menuMadeWhole(m) {
    const picture = portrait(m.image);
    const menu2 = (name, short, note = true, image = false) => card({
      title: join2([...image && picture ? [picture] : [], name === 40 ? nameText(m.name) : text(m.name, name), titleWords(m)]),
      subtitle: text(m.at),
      body: [menuButtons(m, short), ...note ? [menuNote(m.note)] : []]
    });
    if (m.whispered) return menu2(40, false, true, true);
    for (const [name, short, image] of [[40, false, true], [40, false, false], [12, false, false], [12, true, false]]) {
      const html = menu2(name, short, true, image);
      if (fitsIn(html, PUBLIC_CARD_BYTES)) return html;
    }
    return menu2(12, true, false);
  }
  var AT_HOLE = "\0at\0";
  var NAME_HOLE = "\0name\0";
  var MENU_HOLES = /(\u0000token\u0000|\u0000turn\u0000|\u0000fight\u0000|\u0000at\u0000|\u0000name\u0000)/;
  var shapes = /* @__PURE__ */ new WeakMap();
  var MOST_SHAPES = 256;
  function shapeKey(m, image) {
    const d = m.defaults;
    const r = m.reaction;
    const why = r.kind === "flex" ? String(r.until) : r.kind === "none" ? r.why : "";
    const tradition = (d.tradition === void 0 ? "-" : d.tradition.length + ":" + d.tradition) + (d.spell === void 0 ? "-" : d.spell.length + ":" + d.spell);
    return m.word.length + ":" + m.word + (m.changeFree ? "+" : "-") + (m.stand === true ? "s" : "n") + (m.done === true ? "d" : "o") + d.speed + " " + d.agility + " " + d.cast + " " + tradition + r.kind + why.length + ":" + why + m.note.length + ":" + m.note + image;
  }
  function whisperedMenu(m, picture) {
    const image = picture != null ? picture : "";
    let byShape = shapes.get(m.actions);
    if (!byShape) shapes.set(m.actions, byShape = /* @__PURE__ */ new Map());
    const key2 = shapeKey(m, image);
    let pieces = byShape.get(key2);
    if (pieces === void 0) {
      pieces = menuWithHoles(m, picture);
      if (byShape.size >= MOST_SHAPES) byShape.clear();
      byShape.set(key2, pieces);
    }
    if (pieces === null) return null;
    const token = commandAttribute(m.tokenId);
    const turn = String(m.turn);
    const fight = fightStamp2(m);
    let html = pieces[0];
    for (let i = 1; i < pieces.length; i += 2) {
      const hole = pieces[i];
      html += (hole === TOKEN_HOLE ? token : hole === TURN_HOLE ? turn : hole === FIGHT_HOLE ? fight : hole === AT_HOLE ? text(m.at) : nameText(m.name)) + pieces[i + 1];
    }
    return raw(html);
  }
  function menuWithHoles(m, picture) {
    const buttons = menuButtonsWithHoles(m, false);
    if (!buttons.includes(INLINE_BLOCK2) || (picture != null ? picture : "").includes("\0")) return null;
    const html = card({ title: join2([...picture ? [picture] : [], raw(NAME_HOLE), titleWords(m)]), subtitle: raw(AT_HOLE), body: [buttons, menuNote(m.note)] });
    return html.split(MENU_HOLES);
  }
  function queryAnswer(value) {
    return (value != null ? value : "").replace(/&/g, " and ").replace(/[|{}[\]@%#,<>\u0000]/g, " ").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim().slice(0, 60);
  }
  function traditionChoices(first) {
    const all = [
      ["divine", "Divine (Faith),divine"],
      ["axiom", "Axiom (Logic),axiom"],
      ["other", "Other (Agility),other"]
    ];
    const lead = all.find(([key2]) => key2 === first);
    return (lead ? [lead, ...all.filter((x) => x !== lead)] : all).map(([, choice]) => choice).join("|");
  }

  // src/app/menus.ts
  function standOffers(ctx, rs, events, after, before) {
    let lines = null;
    const offered = /* @__PURE__ */ new Set();
    let nameOf = null;
    const when = rs.id === "rounds" ? "on its turn, for half its movement" : rs.id === "seconds" ? "at this movement moment, with no hexes there" : "at this movement window, with no hexes there";
    const offer = (id) => {
      var _a;
      if (offered.has(id) || events.some((x) => x.type === "turn-due" && x.id === id && !x.blockedBy)) return;
      offered.add(id);
      const world = ctx.ports.world;
      if (isHidden(world, id)) return;
      const controllers = (_a = controllersOf(world, id)) != null ? _a : [];
      const prone = { id, name: (nameOf != null ? nameOf : nameOf = nameLookup(after, before))(id) };
      const to = controllers.includes("all") ? ["all"] : controllers.filter((p) => !world.isGM(p));
      for (const p of to) {
        const list = (lines != null ? lines : lines = /* @__PURE__ */ new Map()).get(p);
        if (list === void 0) lines.set(p, [prone]);
        else list.push(prone);
      }
    };
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type === "allowance-changed" && e.allowance.kind === "crawl") offer(e.id);
      if (e.type !== "movement-window") continue;
      for (let k = 0; k < e.combatants.length; k += 1) {
        const c = e.combatants[k];
        if (c.allowance.kind === "crawl") offer(c.id);
      }
    }
    if (lines === null) return NO_OUTGOING;
    const out = [];
    const title = text(titleOf(ctx));
    const stamp = fightStamp(ctx.stored.fight);
    const standUp2 = (o) => button(text("Stand up"), `!rondel stand --token ${o.id}${stamp}`);
    for (const [p, list] of lines) {
      const rows = list.length === 1 ? [{ kind: "line", group: "stand", html: join2([text(`${list[0].name} is prone: it may stand up ${when}. `, 200), standUp2(list[0])]) }] : [
        { kind: "fixed", html: text(`Each of these is prone: it may stand up ${when}.`, 200) },
        ...list.map((o) => ({ kind: "line", group: "stand", html: join2([text(`${o.name} `, 60), standUp2(o)]) }))
      ];
      const html = fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more: (_group, hidden) => muted(text(`… and ${hidden} more prone: !rondel stand --token NAME`)) }).html;
      out.push({ to: p === "all" ? "all" : { player: p }, html, noarchive: true });
    }
    return out;
  }
  var NO_OUTGOING = [];
  var REACT_BUTTON = { kind: "button" };
  function reactionOf(rs, state2, id) {
    const r = rs.reactionRefused(state2, id);
    if (r === null) return REACT_BUTTON;
    switch (r.code) {
      case "flex-active":
        return { kind: "flex", until: r.until };
      case "reacted-this-round":
        return { kind: "none", why: "already reacted this round" };
      case "in-defense":
        return { kind: "none", why: rs.marks(state2, id).some((m) => m.kind === "defense") ? "standing in defense" : "stood in defense last round" };
      case "cannot-react":
        return { kind: "none", why: r.condition };
      default:
        return REACT_BUTTON;
    }
  }
  function moveWords(a) {
    if (a === null) return "";
    switch (a.kind) {
      case "move":
        return a.hexes === 0 ? " No move." : ` Move up to ${a.hexes} hex${a.hexes === 1 ? "" : "es"}.`;
      case "crawl":
        return a.hexes === 0 ? " Prone: too slow to crawl; stand up for half your movement." : ` Prone: crawl up to ${a.hexes} hex${a.hexes === 1 ? "" : "es"}, or stand up for half your movement.`;
      case "held":
        return ` No move: ${a.reason}.`;
    }
  }
  function menuNote2(rs, now, allowance, heldLast) {
    const taken = now.taken;
    if (taken !== null) {
      return `${rs.name}: your action this turn is taken (${cardView(rs).actionLabel(taken)}).${moveWords(allowance)} End the turn when you are done.`;
    }
    if (rs.id === "rounds") return `${rs.name}: one action on your turn.${moveWords(allowance)}${now.withheld === void 0 ? "" : ` ${now.withheld}`}`;
    if (rs.id !== "rondel") return `${rs.name}: one action on your turn.`;
    return heldLast ? "You held last time: no Hold now, and no Change cost." : "Change adds d4 when you switch intent or weapon.";
  }
  function hasTurn(events) {
    for (let i = 0; i < events.length; i += 1) if (events[i].type === "turn-due") return true;
    return false;
  }
  function menusFor(ctx, fight, events) {
    var _a, _b, _c;
    const out = [];
    if (!hasTurn(events)) return out;
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const due = rs.current(state2);
    const world = ctx.ports.world;
    for (let i = 0; i < events.length; i += 1) {
      const e = events[i];
      if (e.type !== "turn-due" || e.blockedBy || !due || due.id !== e.id || blocksActing(due.conditions)) continue;
      const sheet = world.menuSheet ? world.menuSheet(e.id) : menuSheetOf(world.sheet(e.id));
      const controllers = isHidden(world, e.id) ? [] : (_a = controllersOf(world, e.id)) != null ? _a : [];
      const heldLast = due.lastAction === "hold";
      const now = rs.actionsNow(state2, e.id);
      const allowance = rs.allowance(state2, e.id, ruleOptions(ctx.stored.config));
      const html = actionMenu({
        word: BUTTON_WORD,
        tokenId: e.id,
        name: due.name,
        at: clockFormat(rs.id).at(rs.clock(state2)),
        turn: rs.clock(state2),
        fight: fight.serial,
        actions: now.actions,
        // two literals, not a spread: a menu comes at every turn, and a spread is a generic copy in V8's first tiers
        defaults: sheet.spell ? { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: (_b = sheet.tradition) != null ? _b : void 0, spell: sheet.spell } : { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: (_c = sheet.tradition) != null ? _c : void 0 },
        changeFree: heldLast,
        reaction: reactionOf(rs, state2, e.id),
        stand: (allowance == null ? void 0 : allowance.kind) === "crawl",
        done: now.taken !== null,
        note: menuNote2(rs, now, allowance, heldLast),
        image: imageOfToken(world, e.id),
        whispered: !controllers.includes("all")
      });
      const players2 = [];
      for (let k = 0; k < controllers.length; k += 1) {
        const p = controllers[k];
        if (p !== "all" && !world.isGM(p)) players2.push(p);
      }
      if (controllers.includes("all")) out.push({ to: "all", html, noarchive: true });
      else if (players2.length === 0) out.push({ to: "gm", html, noarchive: true });
      else for (const p of players2) out.push({ to: { player: p }, html, noarchive: true });
    }
    return out;
  }

  // src/app/fight.ts
  function tellsSomething(events) {
    for (let i = 0; i < events.length; i += 1) {
      const type = events[i].type;
      if (type !== "counter-advanced" && type !== "rejected") return true;
    }
    return false;
  }
  var below = (group, hidden) => muted(text(`… and ${moreOf(group, hidden)}: in the whisper below.`));
  var NO_EVENTS2 = [];
  var NO_COMBATANTS = [];
  var NO_ROWS = [];
  function announcements(ctx, rs, counter, events, nameOf, order, moved) {
    var _a, _b, _c;
    const world = ctx.ports.world;
    const hidden = (id) => isHidden(world, id);
    const audience = announceTo(ctx.stored.config);
    const all = lastTies(events);
    const spoken = audience === "gm" ? all.filter((e) => e.type === "speech" && !hidden(e.id)) : NO_EVENTS2;
    const told = spoken.length === 0 ? all : all.filter((e) => !spoken.includes(e));
    const split = audience === "gm" ? { everyone: told, gmOnly: [] } : splitByAudience(told, hidden, moved);
    const view = cardView(rs);
    const first = (id) => playedByAPlayer(world, id);
    const out = [];
    const shown = order ? rs.order(order).filter((c) => audience === "gm" || !hidden(c.id)) : NO_COMBATANTS;
    const telling = tellsSomething(split.everyone) || shown.length > 1;
    const extra = shown.length > 1 ? [orderRow(shown.map((c) => orderEntry(rs, order, c)))] : NO_ROWS;
    const budget = PUBLIC_CARD_BYTES;
    const imageOf2 = (id) => hidden(id) ? void 0 : imageOfToken(world, id);
    const pub = telling ? announcementFit(counter, split.everyone, nameOf, { extra, view, budget, first, imageOf: imageOf2, more: audience === "gm" ? below : toTheGM }) : null;
    if (pub) out.push({ to: audience, html: pub.html });
    const said = spoken.length === 0 ? null : announcementFit(counter, spoken, nameOf, { view, budget, first });
    if (said) out.push({ to: "all", html: said.html });
    const secret = split.gmOnly.length === 0 ? null : announcementFit(counter, split.gmOnly, nameOf, { view, budget, more: below });
    if (secret) out.push({ to: "gm", html: secret.html });
    if ((pub === null || pub.rest.length === 0) && (secret === null || secret.rest.length === 0) && (said === null || said.rest.length === 0)) return out;
    const rest = [...withoutTiesOf((_a = pub == null ? void 0 : pub.rest) != null ? _a : NO_HTML, secret === null ? NO_EVENTS2 : split.gmOnly, view), ...(_b = said == null ? void 0 : said.rest) != null ? _b : [], ...(_c = secret == null ? void 0 : secret.rest) != null ? _c : []];
    for (const html of restCards(text(`${view.title} ${view.clock.at(counter)}: the rest`), rest)) out.push({ to: "gm", html, noarchive: true });
    return out;
  }
  var NO_HTML = [];
  function withoutTiesOf(rest, gmEvents, view) {
    if (rest.length === 0 || gmEvents.length === 0) return rest;
    const heads = [];
    for (const e of gmEvents) if (e.type === "tie-broken") heads.push(tieLineHead(e, view.clock));
    return heads.length === 0 ? rest : rest.filter((line) => !heads.some((head) => line.startsWith(head)));
  }
  function orderEntry(rs, state2, c) {
    var _a, _b, _c;
    const ahead = (_b = (_a = rs.ahead) == null ? void 0 : _a.call(rs, state2, c.id)) != null ? _b : null;
    if (ahead === null) return { name: c.name, nextAt: (_c = rs.valueOf(state2, c.id)) != null ? _c : 0 };
    return { name: c.name, nextAt: ahead.value, later: laterRound(ahead, rs.round(state2)).replace(/^of (the )?/, "") };
  }
  function settleEffects(rs, step) {
    return startResolvedSpells(rs, tickStep(rs, step));
  }
  function tickStep(rs, step) {
    const effects = effectsOf(step.state);
    if (effects.length === 0) return step;
    const clock = rs.clock(step.state);
    const ticked = tickEffects(effects, step.events, clock, rs.round(step.state));
    if (ticked.effects === effects) return step;
    const events = [...step.events];
    const lift = (s, id, remove3) => rs.changeConditions(s, id, [], remove3);
    return { state: endEffects(withEffects(step.state, ticked.effects), ticked.ended, clock, lift, events, true), events };
  }
  function stepOutcome(ctx, fight, taken, extra = []) {
    var _a;
    const rs = rulesOf(fight.rules);
    const before = present(fight);
    const step = taken.state === before ? taken : settleEffects(rs, taken);
    const world = readOnce(ctx.ports.world);
    const reading = world === ctx.ports.world ? ctx : { stored: ctx.stored, ports: { ...ctx.ports, world } };
    const fightAfter = step.state === before ? fight : fightWithTimeline(fight, record(fight.timeline, step.state));
    const events = joined(turnsStillDue(step.events, (_a = rs.current(step.state)) == null ? void 0 : _a.id), rs.windowChanges(before, step.state, ruleOptions(ctx.stored.config)));
    const moved = (id) => {
      const was = rs.valueOf(before, id);
      return was === null || was === void 0 || was !== rs.valueOf(step.state, id);
    };
    const messages = announcements(reading, rs, rs.clock(step.state), events, nameLookup(step.state, before), void 0, moved);
    for (let i = 0; i < extra.length; i += 1) messages.push(extra[i]);
    if (step.refused) messages.push(...refusedSpellNotes(step, nameLookup(step.state, before), ruleSetTitle(rs.id)));
    const stored = storedWithFight(ctx.stored, fightAfter);
    const menus = menusFor({ stored, ports: reading.ports }, fightAfter, events);
    const offers = standOffers(reading, rs, events, step.state, before);
    return { stored, messages, menus: offers.length === 0 ? menus : [...menus, ...offers], events };
  }
  function joined(a, b) {
    const out = a.slice();
    for (let i = 0; i < b.length; i += 1) out.push(b[i]);
    return out;
  }

  // src/app/tracker.ts
  var COUNT_TITLE2 = "Count";
  function readTurnOrder(raw2) {
    if (typeof raw2 !== "string") return null;
    let parsed = null;
    try {
      parsed = JSON.parse(raw2);
    } catch {
    }
    if (!Array.isArray(parsed)) return null;
    return parsed.filter((e) => typeof e === "object" && e !== null).filter((e) => typeof e.id === "string" || typeof e.id === "number").map((e) => ({ ...plainFields(e), id: String(e.id), pr: typeof e.pr === "number" || typeof e.pr === "string" ? e.pr : "" }));
  }
  function plainFields(e) {
    for (const k in e) {
      const v = e[k];
      if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(e).filter(([, x]) => typeof x !== "object" || x === null));
    }
    return e;
  }
  function parseTurnOrder(raw2) {
    var _a;
    return (_a = readTurnOrder(raw2)) != null ? _a : [];
  }
  function isCountEntry(e) {
    if (e.id !== "-1" || typeof e.custom !== "string") return false;
    return e.custom === COUNT_TITLE2 || e.custom.startsWith(`${COUNT_TITLE2} · `) || /^Round \d+ · (second \d+|turns)$/.test(e.custom);
  }
  function entryCount(e) {
    const n = Number(e.pr);
    return Number.isFinite(n) && String(e.pr).trim() !== "" ? Math.round(n) : null;
  }
  var idsOf = new Recent(4);
  function ourIds(state2) {
    let ids = idsOf.get(state2);
    if (!ids) idsOf.set(state2, ids = new Set(state2.combatants.map((c) => c.id)));
    return ids;
  }
  function isOurs(e, ids) {
    return isCountEntry(e) || ids.has(e.id);
  }
  var views2 = new Recent(2);
  function viewOf(rs, state2) {
    let hit = views2.get(state2);
    if (!hit || hit.rs !== rs) {
      hit = { rs, view: rs.tracker(state2) };
      views2.set(state2, hit);
    }
    return hit.view;
  }
  function foreignOf(state2, existing2) {
    return existing2.length === 0 ? existing2 : existing2.filter((e) => !isOurs(e, ourIds(state2)));
  }
  var MOST_ROW_TEXTS = 4096;
  var rowTexts = /* @__PURE__ */ new Map();
  var lastPage = null;
  function rowTail(pageId) {
    if ((lastPage == null ? void 0 : lastPage.id) !== pageId) lastPage = { id: pageId, tail: ',"custom":"","_pageid":' + JSON.stringify(pageId) + "}" };
    return lastPage.tail;
  }
  function rowText(row, pageId) {
    const hit = rowTexts.get(row.id);
    if (hit !== void 0 && hit.row === row && hit.pageId === pageId) return hit.text;
    const value = row.value;
    const text2 = value === null || typeof value === "number" && Number.isFinite(value) ? '{"id":' + JSON.stringify(row.id) + ',"pr":' + (value === null ? '""' : String(value)) + rowTail(pageId) : JSON.stringify({ id: row.id, pr: value, custom: "", _pageid: pageId });
    if (hit === void 0 && rowTexts.size >= MOST_ROW_TEXTS) rowTexts.clear();
    rowTexts.set(row.id, { row, pageId, text: text2 });
    return text2;
  }
  var lastCount = null;
  function countText(count) {
    var _a, _b;
    const custom = (_a = count.custom) != null ? _a : "";
    const pageId = (_b = count._pageid) != null ? _b : "";
    if (lastCount && lastCount.pr === count.pr && lastCount.custom === custom && lastCount.pageId === pageId) return lastCount.text;
    lastCount = { pr: count.pr, custom, pageId, text: JSON.stringify(count) };
    return lastCount.text;
  }
  var lastMade = null;
  var NO_ROWS2 = [];
  var NO_PLACES = [];
  function madeText(dueRows, laterRows, count, foreign, pageId) {
    const last = lastMade !== null && lastMade.pageId === pageId ? lastMade : null;
    const before = last !== null ? last.rows : NO_ROWS2;
    const lastText = last !== null ? last.text : "";
    const lastStarts = last !== null ? last.starts : NO_PLACES;
    const lastDue = last !== null ? last.due : -1;
    const lastCountAt = last !== null ? last.countAt : -1;
    const m = before.length;
    const due = dueRows.length;
    const n = due + laterRows.length;
    const rows = due === 0 ? laterRows : laterRows.length === 0 ? dueRows : new Array(n);
    const own2 = rows !== dueRows && rows !== laterRows;
    let body = "";
    const starts = new Array(n + 1);
    let at = 1;
    let countAt = -1;
    let seek = 0;
    let i = 0;
    while (i < n) {
      if (i === due) {
        body = body === "" ? count : body + "," + count;
        countAt = at;
        at += count.length + 1;
      }
      const list = i < due ? dueRows : laterRows;
      const from = i < due ? 0 : due;
      const row = list[i - from];
      if (before[seek] !== row) seek = seekAhead(before, row, seek);
      if (seek < m && before[seek] === row) {
        const j = seek;
        const stop = i < due ? due : n;
        let k = i + 1;
        let y = j + 1;
        while (k < stop && y < m && y !== lastDue && list[k - from] === before[y]) {
          k += 1;
          y += 1;
        }
        const shift = at - lastStarts[j];
        for (let x = i, z = j; x < k; x += 1, z += 1) {
          if (own2) rows[x] = before[z];
          starts[x] = lastStarts[z] + shift;
        }
        const end2 = (y === lastDue ? lastCountAt : lastStarts[y]) - 1;
        const piece = lastText.slice(lastStarts[j], end2);
        body = body === "" ? piece : body + "," + piece;
        at = end2 + shift + 1;
        seek = y;
        i = k;
      } else {
        const text3 = rowText(row, pageId);
        body = body === "" ? text3 : body + "," + text3;
        if (own2) rows[i] = row;
        starts[i] = at;
        at += text3.length + 1;
        i += 1;
      }
    }
    if (due >= n) {
      body = body === "" ? count : body + "," + count;
      countAt = at;
      at += count.length + 1;
      starts[n] = countAt;
    } else starts[n] = at;
    if (foreign !== null) body = body === "" ? foreign : body + "," + foreign;
    const text2 = "[" + body + "]";
    lastMade = { pageId, rows, due, text: text2, starts, countAt };
    return text2;
  }
  function projectText(rs, state2, pageId, existing2) {
    const view = viewOf(rs, state2);
    const count = { id: "-1", pr: view.value, custom: view.title, _pageid: pageId };
    const foreign = foreignOf(state2, existing2);
    return madeText(view.due, view.later, countText(count), foreign.length > 0 ? JSON.stringify(foreign).slice(1, -1) : null, pageId);
  }
  function sameEntry(a, b) {
    return !!a && !!b && a.id === b.id && (a.id !== "-1" || a.custom === b.custom);
  }
  function isRotation(before, after) {
    if (before.length < 2 || before.length !== after.length) return false;
    if (!sameEntry(before[0], after[after.length - 1])) return false;
    for (let i = 1; i < before.length; i += 1) if (!sameEntry(before[i], after[i - 1])) return false;
    return true;
  }
  function rotationBy(before, after) {
    const n = before.length;
    if (n < 2 || after.length !== n) return 0;
    for (let k = 1; k < n; k += 1) {
      let same2 = true;
      for (let i = 0; i < n && same2; i += 1) same2 = sameEntry(before[(i + k) % n], after[i]);
      if (same2) return k;
    }
    return 0;
  }
  function readEdits(before, after, rs, state2) {
    if (isRotation(before, after)) return [{ kind: "next" }];
    const edits = [];
    const afterIds = /* @__PURE__ */ new Map();
    for (const e of after) if (e.id !== "-1" && !afterIds.has(e.id)) afterIds.set(e.id, e);
    const beforeIds = new Set(before.map((e) => e.id));
    const inFight = ourIds(state2);
    for (const c of state2.combatants) {
      const e = afterIds.get(c.id);
      if (!e) edits.push({ kind: "removed", id: c.id });
      else if (entryCount(e) !== rs.valueOf(state2, c.id)) edits.push({ kind: "edited", id: c.id, count: entryCount(e) });
    }
    for (const [id, e] of afterIds) {
      if (!beforeIds.has(id) && !inFight.has(id)) edits.push({ kind: "added", id, count: entryCount(e) });
    }
    const countAfter = after.find(isCountEntry);
    const clock = rs.tracker(state2).value;
    if (countAfter && entryCount(countAfter) !== clock) {
      const countBefore = before.find(isCountEntry);
      if (!countBefore || entryCount(countBefore) !== entryCount(countAfter)) edits.push({ kind: "count-edited", count: entryCount(countAfter) });
    }
    return edits;
  }
  function renamedCount(before, after) {
    const i = before.findIndex(isCountEntry);
    if (i < 0 || after.some(isCountEntry)) return null;
    const was = before[i];
    const known = new Set(before.filter((e) => e.id === "-1").map((e) => `${String(e.custom)}\0${String(e.pr)}`));
    const candidates = after.filter((e) => e.id === "-1" && String(e.pr) === String(was.pr) && !known.has(`${String(e.custom)}\0${String(e.pr)}`));
    if (candidates.length === 0) return null;
    return after[i] && candidates.includes(after[i]) ? after[i] : candidates[0];
  }
  function sameEntryAs(a, b) {
    var _a, _b;
    return a.id === b.id && String(a.pr) === String(b.pr) && ((_a = a.custom) != null ? _a : "") === ((_b = b.custom) != null ? _b : "");
  }
  function withoutOurs(entries, state2) {
    if (entries.length === 0) return [];
    const ids = ourIds(state2);
    return entries.filter((e) => !isOurs(e, ids));
  }
  function pressedGone(seen2, raw2, before, after) {
    var _a, _b;
    const top = (_a = parseTurnOrder(seen2)[0]) == null ? void 0 : _a.id;
    if (top === void 0 || !before.combatants.some((c) => c.id === top) || after.combatants.some((c) => c.id === top)) return false;
    const pressed = parseTurnOrder(raw2);
    return ((_b = pressed[pressed.length - 1]) == null ? void 0 : _b.id) === top;
  }

  // src/app/press-amid-others.ts
  function pressThenSkip(world, before, after) {
    const n = before.length;
    const round = n >= 2 && sameOrder(before, after) && sameValues(before, after);
    const k = round ? n : rotationBy(before, after);
    if (k < 2 || !round && before[k].id === "-1") return false;
    for (let i = 1; i < k; i += 1) {
      const e = before[i];
      if (e.id !== "-1" && !isHidden(world, e.id) && !peerMarker(world, e.id)) return false;
    }
    return true;
  }
  function sameOrder(before, after) {
    return before.length === after.length && before.every((e, i) => entryKey(e) === entryKey(after[i]));
  }
  function sameValues(before, after) {
    return before.every((e, i) => String(e.pr) === String(after[i].pr) || i === 0 && typeof e.formula === "string" && e.formula !== "");
  }
  function peerMarker(world, id) {
    const token = world.token(id);
    return token !== void 0 && isTurnMarker(token);
  }
  function entryKey(e) {
    var _a;
    return e.id === "-1" ? `-1\0${String((_a = e.custom) != null ? _a : "")}` : e.id;
  }
  function pressAmidOthers(world, before, after, state2) {
    const known = new Set(before.map(entryKey));
    const put2 = after.filter((e) => !known.has(entryKey(e)) && !isCountEntry(e) && !state2.combatants.some((c) => c.id === e.id));
    const rest = put2.length === 0 ? after : after.filter((e) => !put2.includes(e));
    if (put2.length === 0 ? !pressThenSkip(world, before, rest) : !isRotation(before, rest) && !pressThenSkip(world, before, rest)) return null;
    const edits = [{ kind: "next" }];
    for (const e of put2) if (e.id !== "-1") edits.push({ kind: "added", id: e.id, count: entryCount(e) });
    return edits;
  }

  // src/app/reconcile.ts
  var CLOCK_NOUN = { rondel: "The counter", seconds: "The clock", rounds: "The round" };
  function adoption(verb2, id, count) {
    const args = verb2 === "remove" || count === null ? "" : ` --count ${count}`;
    return { command: `!rondel ${verb2} --token ${id}${args} --asked`, key: adoptionKey(verb2, id, verb2 === "remove" ? null : count) };
  }
  var VALUE_WORD = { rondel: "next action", seconds: "second", rounds: "initiative" };
  function trialDice() {
    let k = 0;
    return { roll: (sides) => k++ % Math.max(1, sides) + 1 };
  }
  function placementRefused(ctx, s, id, value, joining) {
    var _a;
    const rs = rulesOf(ctx.stored.fight.rules);
    const dice = trialDice();
    const joined2 = joining === void 0 ? null : rs.join(s, [newCombatant(ctx.ports.world, joining).nc], dice, ruleOptions(ctx.stored.config));
    const from = joined2 === null ? s : joined2.state;
    const refused = (_a = joined2 === null ? null : rejectionOf(joined2)) != null ? _a : rejectionOf(rs.place(from, id, value, dice));
    return refused ? refusalText(refused, nameLookup(from), clockFormat(rs.id)) : null;
  }
  function proposal(ctx, edit, s, joining) {
    var _a;
    const rs = rulesOf(ctx.stored.fight.rules);
    const name = (id) => {
      var _a2, _b, _c, _d;
      return (_d = (_c = (_a2 = s.combatants.find((c) => c.id === id)) == null ? void 0 : _a2.name) != null ? _c : (_b = ctx.ports.world.token(id)) == null ? void 0 : _b.name) != null ? _d : "A token";
    };
    switch (edit.kind) {
      case "edited": {
        if (edit.count === null) return { line: `${name(edit.id)}: the tracker value is not a count.`, command: null, key: null };
        const line = `${name(edit.id)}: ${VALUE_WORD[rs.id]} ${(_a = rs.valueOf(s, edit.id)) != null ? _a : "?"} → ${edit.count} in the tracker.`;
        const refused = placementRefused(ctx, s, edit.id, edit.count, void 0);
        return refused === null ? { line, ...adoption("set", edit.id, edit.count) } : { line: `${line} ${refused}`, command: null, key: null };
      }
      case "removed":
        return { line: `${name(edit.id)} was taken out of the tracker.`, ...adoption("remove", edit.id, null) };
      case "added": {
        const refused = edit.count !== null && edit.count > 0 ? placementRefused(ctx, s, edit.id, edit.count, joining) : null;
        const at = edit.count !== null && edit.count > 0 && refused === null ? edit.count : null;
        const where = at !== null ? ` at ${at}` : edit.count === null ? "" : ` at ${edit.count} (adopted, it joins at its roll)`;
        return { line: `${name(edit.id)} was put into the tracker${where}.${refused === null ? "" : ` ${refused}`}`, ...adoption("add", edit.id, at) };
      }
    }
  }
  function adoptCard(title, asks) {
    const lines = asks.map((a) => join2([text(a.line, 200), ...a.command ? [raw(" "), button(text("Adopt"), a.command)] : []]));
    lines.push(muted(text("Put back: no tracker edit changes the fight without the GM. To adopt edits directly: !rondel config --set trackeredits=adopt", 300)));
    return noticeCard(`${title}: turn tracker edits`, lines, "#8d6e00");
  }
  function ourTop(ours2, beforeRaw, before) {
    var _a, _b;
    if (beforeRaw === ours2 || ours2 === "") return true;
    const a = parseTurnOrder(ours2)[0];
    const b = before[0];
    if (!a || !b) return a === b;
    return a.id === b.id && (a.id !== "-1" || ((_a = a.custom) != null ? _a : "") === ((_b = b.custom) != null ? _b : ""));
  }
  var reorders = { turn: "", order: "", n: 0 };
  var foreignSorts = "";
  var REORDERS_PUT_BACK = 3;
  function sameOwnOrder(before, after, state2) {
    const ours2 = new Set(state2.combatants.map((c) => c.id));
    const order = (list) => list.filter((e) => isCountEntry(e) || ours2.has(e.id)).map((e) => isCountEntry(e) ? "-1" : e.id).join("\0");
    return order(before) === order(after);
  }
  function reordered(before, after) {
    if (before.length !== after.length) return false;
    const key2 = (e) => {
      var _a;
      return `${e.id}\0${String(e.pr)}\0${(_a = e.custom) != null ? _a : ""}`;
    };
    const a = before.map(key2);
    const b = after.map(key2);
    if (a.every((k, i) => k === b[i])) return true;
    return a.slice().sort().join("") === b.slice().sort().join("");
  }
  function emptied(after, state2) {
    if (state2.combatants.length === 0) return false;
    for (const e of after) if (isCountEntry(e) || state2.combatants.some((c) => c.id === e.id)) return false;
    return true;
  }
  function reconcile(ctx, beforeRaw, afterRaw, source) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    const fight = ctx.stored.fight;
    if (!fight) return null;
    const world = ctx.ports.world;
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const gm = (lines) => ({ to: "gm", html: notice(`${titleOf(ctx)}: turn tracker`, lines, "#8d6e00"), noarchive: true });
    const after = readTurnOrder(afterRaw);
    if (after === null || emptied(after, state2)) {
      return {
        stored: ctx.stored,
        messages: [gm(["The turn tracker held something that is not a turn order (another script wrote it, or it was cleared). It was rebuilt from the fight; nothing in the fight changed. To end the fight: !rondel end."])],
        openTracker: fight.pageId
      };
    }
    const before = parseTurnOrder(beforeRaw);
    const renamed = renamedCount(before, after);
    const drop = renamed ? [renamed] : [];
    const edits = (_a = source === "tracker" ? pressAmidOthers(world, before, after, state2) : null) != null ? _a : readEdits(before, after, rs, state2).filter((e) => !(source === "foreign" && e.kind === "removed" && !world.exists(e.id)));
    const adoptAll = ctx.stored.config.trackerEdits === "adopt";
    const options = ruleOptions(ctx.stored.config);
    let s = state2;
    const events = [];
    const notes = renamed ? ["The Count entry is the fight’s own: its name was put back."] : [];
    const asks = [];
    const adopted = [];
    let hiddenPress = null;
    for (const edit of edits) {
      let step = null;
      let joining;
      if (edit.kind === "added") {
        joining = world.token(edit.id);
        if (!joining || joining.pageId !== fight.pageId || isTurnMarker(joining)) continue;
      }
      if (edit.kind === "next") {
        if (source === "foreign") {
          notes.push("Another script moved the tracker on. Only the GM (or the tracker’s next-turn button) moves the fight on: the order was put back.");
          continue;
        }
        if (!ourTop(fight.lastTurnOrder, beforeRaw, before)) {
          notes.push("The tracker’s next-turn button was pressed on an order another script had changed: the order was put back and the fight did not move on. To move on: !rondel next.");
          continue;
        }
        const due = rs.current(s);
        if (due && isHidden(world, due.id) && playedByAPlayer(world, due.id)) {
          hiddenPress = { id: due.id, name: due.name };
          continue;
        }
        step = rs.advance(s, ctx.ports.dice, advanceOptions(ctx), "next");
      } else if (edit.kind === "count-edited") {
        notes.push(`${CLOCK_NOUN[rs.id]} only moves with next; it stays at ${clockFormat(rs.id).at(rs.clock(s))}.`);
      } else if (!adoptAll) {
        asks.push(proposal(ctx, edit, s, joining));
        if (edit.kind === "added") drop.push(...after.filter((e) => e.id === edit.id));
      } else if (edit.kind === "removed") {
        step = rs.leave(s, edit.id);
      } else if (edit.kind === "edited") {
        if (edit.count === null) notes.push(`${(_c = (_b = s.combatants.find((c) => c.id === edit.id)) == null ? void 0 : _b.name) != null ? _c : "A combatant"}: the tracker value is not a count; put back.`);
        else step = rs.place(s, edit.id, edit.count, ctx.ports.dice);
      } else if (joining) {
        const nc = newCombatant(world, joining).nc;
        const at = edit.count !== null && edit.count > 0 ? joinAt(rs, s, nc, edit.count, ctx.ports.dice, options) : null;
        step = at ? { state: at.state, events: at.events.filter((e) => e.type !== "rejected") } : rs.join(s, [nc], ctx.ports.dice, options);
      }
      if (!step) continue;
      const refused = rejectionOf(step);
      if (refused) notes.push(refusalText(refused, nameLookup(s), clockFormat(rs.id)));
      else {
        s = step.state;
        events.push(...step.events);
        if (edit.kind !== "next") adopted.push(edit.kind);
      }
    }
    let keepTracker = false;
    if (source === "tracker" && edits.length === 0 && !renamed && reordered(before, after)) {
      const turn = `${rs.clock(s)}:${(_e = (_d = rs.current(s)) == null ? void 0 : _d.id) != null ? _e : ""}`;
      const told = reorders.turn === turn;
      const order = typeof afterRaw === "string" ? afterRaw : JSON.stringify(after);
      reorders = { turn, order, n: told && reorders.order === order ? reorders.n + 1 : 1 };
      if (!told) notes.push("The tracker’s order was changed (a drag, a sort, or another script that sorts it): the fight’s order was put back. To end the turn: !rondel next.");
      keepTracker = reorders.n > REORDERS_PUT_BACK;
      if (reorders.n === REORDERS_PUT_BACK + 1) {
        notes.push("The tracker is sorted again each time it is put back (a browser extension’s auto-sort?): it is left as sorted until the turn ends. Turn the auto-sort off: the fight’s own order keeps the one due on top.");
      }
    }
    if (source === "foreign" && edits.length === 0 && !renamed && reordered(before, after) && !sameOwnOrder(before, after, state2)) {
      const turn = `${rs.clock(s)}:${(_g = (_f = rs.current(s)) == null ? void 0 : _f.id) != null ? _g : ""}`;
      if (foreignSorts !== turn) notes.push("Another script sorted the tracker: the fight’s own order was put back (the one due on top).");
      foreignSorts = turn;
    }
    const stepped = stepOutcome(ctx, fight, { state: s, events });
    const keys = asks.flatMap((a) => a.key === null ? [] : [a.key]);
    const offered = keys.length && ((_h = stepped.stored) == null ? void 0 : _h.fight) ? { ...stepped, stored: { ...stepped.stored, fight: offering(stepped.stored.fight, keys) } } : stepped;
    const outcome = { ...offered, ...keepTracker ? { keepTracker } : {} };
    const messages = [...outcome.messages];
    if (source === "foreign" && (edits.length || notes.length)) {
      notes.unshift("The turn tracker was changed outside the rondel (by another script, or while the script was down).", ...adopted.length ? [`Adopted: ${adopted.join(", ")}.`] : []);
    }
    if (notes.length) messages.push(gm(notes));
    if (asks.length) messages.push({ to: "gm", html: adoptCard(titleOf(ctx), asks), noarchive: true });
    if (hiddenPress !== null) {
      const lines = [
        text(`The tracker’s next-turn button was pressed on ${hiddenPress.name}’s turn. ${hiddenPress.name} is on the GM layer and a player controls it, so it may not have been you: the turn goes on.`, 300),
        join2([button(text("End the turn"), `!rondel next --turn ${rs.clock(s)} --due ${hiddenPress.id}${fightStamp(fight)}`), muted(text(" if it was you (or !rondel next)"))])
      ];
      messages.push({ to: "gm", html: noticeCard(`${titleOf(ctx)}: turn tracker`, lines, "#8d6e00"), noarchive: true });
    }
    return { ...outcome, messages, drop };
  }

  // src/app/public-events.ts
  function publicEvents(events, rules, round, ended2) {
    const out = [];
    for (const e of events) {
      switch (e.type) {
        case "combat-started":
          if (rules) out.push({ type: "fight-started", rules });
          break;
        case "round-started":
          out.push({ type: "round-started", round: e.round });
          break;
        case "initiative-rolled":
          out.push({ type: "initiative", id: e.id, dice: [...e.dice], modifier: e.terms.reduce((sum, t) => sum + t.value, 0), value: e.value });
          break;
        case "turn-due":
          out.push({ type: "turn", id: e.id, round, count: e.count });
          break;
        case "action-declared":
          out.push({ type: "action", id: e.id, action: e.action });
          break;
        case "movement-window":
          out.push({
            type: "movement",
            round,
            count: e.count,
            allowances: e.combatants.map((c) => ({ id: c.id, hexes: c.allowance.kind === "held" ? 0 : c.allowance.hexes }))
          });
          break;
        case "reacted":
          out.push({ type: "reaction", id: e.id });
          break;
        default:
          break;
      }
    }
    if (ended2) out.push({ type: "fight-ended" });
    return out;
  }

  // src/app/observers.ts
  var ENDED = [{ type: "fight-ended" }];
  function publicOrder(rs, s, hidden) {
    var _a;
    const acting = [];
    const done2 = [];
    for (const c of rs.order(s)) {
      if (((_a = rs.doneThisRound) == null ? void 0 : _a.call(rs, s, c.id)) === true) done2.push({ id: c.id, name: c.name, nextAt: null, tier: c.tier, hidden: hidden(c.id) });
      else acting.push({ id: c.id, name: c.name, nextAt: rs.valueOf(s, c.id), tier: c.tier, hidden: hidden(c.id) });
    }
    return done2.length ? [...acting, ...done2] : acting;
  }
  function snapshotOf(stored, hidden) {
    var _a, _b;
    const fight = stored.fight;
    if (!fight) return null;
    const rs = rulesOf(fight.rules);
    const s = present(fight);
    return {
      rules: fight.rules,
      count: rs.clock(s),
      round: rs.round(s),
      pageId: fight.pageId,
      order: publicOrder(rs, s, hidden),
      due: (_b = (_a = rs.current(s)) == null ? void 0 : _a.id) != null ? _b : null
    };
  }
  function createObservers(failed) {
    const observers = [];
    const eventObservers = [];
    function tell(before, stored, outcome) {
      var _a, _b, _c;
      if (eventObservers.length === 0) return;
      const fight = stored.fight;
      const raw2 = (_a = outcome.events) != null ? _a : [];
      const replaced = before.fight !== null && fight !== null && raw2.some((e) => e.type === "combat-started");
      const ended2 = before.fight !== null && fight === null;
      const round = fight ? rulesOf(fight.rules).round(present(fight)) : null;
      const events = [...replaced ? ENDED : [], ...publicEvents(raw2, (_b = fight == null ? void 0 : fight.rules) != null ? _b : null, round, ended2), ...(_c = outcome.told) != null ? _c : []];
      const listening = eventObservers.slice();
      for (const event of events) {
        const json = JSON.stringify(event);
        for (const o of listening) {
          try {
            o(JSON.parse(json));
          } catch (error) {
            failed("an event observer", error);
          }
        }
      }
    }
    function notify(stored, hidden) {
      if (observers.length === 0) return;
      const listening = observers.slice();
      const json = JSON.stringify(snapshotOf(stored, hidden));
      for (const o of listening) {
        try {
          o(JSON.parse(json));
        } catch (error) {
          failed("an observer", error);
        }
      }
    }
    return {
      /** Called after every change of the fight. */
      observe: (fn) => {
        if (typeof fn === "function") observers.push(fn);
      },
      /** Called with every event of the fight after it is committed, as plain JSON. */
      observeEvents: (fn) => {
        if (typeof fn === "function") eventObservers.push(fn);
      },
      notify,
      tell
    };
  }

  // src/roll20/store/json.ts
  function isObject4(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
  }
  var isStrings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");

  // src/roll20/store/turn-order.ts
  var packed = new Recent(4);
  function packTurnOrder(fight) {
    const present2 = fight.timeline.present;
    const text2 = fight.lastTurnOrder;
    const hit = packed.get(present2);
    if (hit && hit.text === text2) return hit.value;
    let value = text2;
    const rs = ruleSetOf(fight.rules);
    const entries = rs && text2 !== "" ? readTurnOrder(text2) : null;
    if (rs && entries) {
      const others = withoutOurs(entries, present2);
      if (projectText(rs, present2, fight.pageId, others) === text2) value = { others };
    }
    packed.set(present2, { text: text2, value });
    return value;
  }
  function noteProjection(present2, text2, others) {
    packed.set(present2, { text: text2, value: { others } });
  }
  function othersOf(present2, text2) {
    const hit = packed.get(present2);
    return hit && hit.text === text2 && typeof hit.value !== "string" ? hit.value.others : null;
  }
  function unpackTurnOrder(value, rules, present2, pageId) {
    if (typeof value === "string") return value;
    const rs = ruleSetOf(rules);
    if (!rs || !isObject4(value) || !Array.isArray(value.others) || !value.others.every((e) => isObject4(e) && typeof e.id === "string")) return null;
    const text2 = projectText(rs, present2, pageId, value.others);
    packed.set(present2, { text: text2, value });
    return text2;
  }

  // src/app/markers-at-start.ts
  var MOST_NAMED = 8;
  function meanings(config2, tags, effects) {
    const out = /* @__PURE__ */ new Map();
    for (const k of CONDITION_KEYS) {
      const tag2 = config2.conditionMarkers[k];
      if (tag2 !== "" && !out.has(tag2)) out.set(tag2, { words: k, condition: k });
    }
    const own2 = [
      [tags.guard, "Full Guard"],
      [tags.hold, "holding"],
      [tags.dash, "dashing"],
      [tags.flex, "a reaction (flex)"],
      [tags.move, "a movement badge"]
    ];
    for (const [tag2, words2] of own2) if (tag2 !== "" && !out.has(tag2)) out.set(tag2, { words: words2, condition: null });
    for (const e of effects) if (!out.has(e.marker)) out.set(e.marker, { words: `the marker of the timed effect ${e.name.slice(0, 40)}`, condition: null, effect: true });
    return out;
  }
  function markersAtStartNotice(title, config2, tags, takenOff, serial, when = "start", effects = []) {
    const mean = meanings(config2, tags, effects);
    const lines = [text(`Markers the fight uses were already on ${when === "join" ? "these tokens as they joined" : "these tokens"}, and were taken off as the fight has none of them:`, 300)];
    for (const t of takenOff.slice(0, MOST_NAMED)) {
      const shown = t.tags.map((tag2) => {
        const m = mean.get(tag2);
        return m ? `${tag2} (${m.words})` : tag2;
      });
      const conditions = [...new Set(t.tags.map((tag2) => {
        var _a, _b;
        return (_b = (_a = mean.get(tag2)) == null ? void 0 : _a.condition) != null ? _b : null;
      }).filter((c) => c !== null))];
      const keep = conditions.length ? [raw(" "), button(text(`Keep: ${conditions.join(", ")}`, 80), `!rondel condition --add ${conditions.join(",")} --token ${t.id}${serial === void 0 ? "" : ` --fight ${serial}`}`)] : [];
      lines.push(join2([text(`${t.name}: ${shown.join(", ")}`, 300), ...keep]));
    }
    if (takenOff.length > MOST_NAMED) lines.push(text(`…and ${takenOff.length - MOST_NAMED} more.`));
    const ofEffects = takenOff.some((t) => t.tags.some((tag2) => {
      var _a;
      return ((_a = mean.get(tag2)) == null ? void 0 : _a.effect) === true;
    }));
    const effectsLine = ofEffects ? " A timed effect’s marker is the one its effect --marker gave: give that effect another marker, or another script’s tag goes on showing it." : "";
    lines.push(muted(text(`Keep puts the condition on in the fight, marker and all. To carry one in by hand: !rondel condition --add NAME. If another script set them, give the fight other tags: !rondel config.${effectsLine}`, 450)));
    return noticeCard(`${title}: markers ${when === "join" ? "of newcomers" : "at the start"}`, lines);
  }

  // src/roll20/joinings.ts
  function takenAtJoinKept(before, after, outcome, joined2, carried, giving) {
    var _a, _b, _c;
    const fight = after.fight;
    const had = (_a = fight.takenAtJoin) != null ? _a : {};
    const kept = { ...had };
    let changed = false;
    const inFight = (f, id) => f !== null && present(f).combatants.some((c) => c.id === id);
    if (carried !== null) {
      for (const id of Object.keys(carried)) {
        if (!inFight(fight, id)) continue;
        kept[id] = carried[id];
        changed = true;
      }
    }
    if (outcome.travel === void 0) {
      for (const id of Object.keys(had)) {
        if (((_c = (_b = joined2 == null ? void 0 : joined2.get(id)) == null ? void 0 : _b.length) != null ? _c : 0) === 0 && inFight(fight, id) && !inFight(before.fight, id)) {
          delete kept[id];
          changed = true;
        }
      }
    }
    if (joined2 !== null) {
      for (const [id, tags] of joined2) {
        if (tags.length === 0) continue;
        kept[id] = tags;
        changed = true;
      }
    }
    if (outcome.takenOut !== void 0) {
      for (const id of outcome.takenOut) {
        const tags = had[id];
        if (tags === void 0) continue;
        delete kept[id];
        changed = true;
        giving.set(id, tags);
      }
    }
    if (!changed) return after;
    const { takenAtJoin: _had, ...rest } = fight;
    return storedWithFight(after, Object.keys(kept).length ? { ...rest, takenAtJoin: kept } : rest);
  }
  function giveBack(giving, markerWrites) {
    for (const [id, tags] of giving) {
      const token = getObj("graphic", id);
      const i = markerWrites.findIndex((w) => w.token.id === id);
      const current = i >= 0 ? markerWrites[i].value : token == null ? void 0 : token.get("statusmarkers");
      if (!token || typeof current !== "string") continue;
      const shown = new Set(current.split(",").map(markerTag));
      const back = tags.filter((t) => !shown.has(markerTag(t)));
      if (back.length === 0) continue;
      const value = [...current === "" ? [] : [current], ...back].join(",");
      if (i >= 0) markerWrites[i] = { token, value };
      else markerWrites.push({ token, value });
    }
  }
  function markerTag(m) {
    return m.split("@")[0];
  }
  function tagsGone(current, next2) {
    const kept = new Set(next2.split(",").map(markerTag));
    return [...new Set(current.split(",").map(markerTag))].filter((t) => t !== "" && !kept.has(t));
  }
  function markersGone(current, gone) {
    return current.split(",").filter((m) => m !== "" && gone.includes(markerTag(m)));
  }

  // src/roll20/markers.ts
  function parseMarkers(value) {
    if (typeof value !== "string" || value === "") return [];
    return value.split(",").filter((s) => s !== "").map((s) => {
      const at = s.lastIndexOf("@");
      if (at > 0 && /^\d+$/.test(s.slice(at + 1))) return { tag: s.slice(0, at), badge: Number(s.slice(at + 1)) };
      return { tag: s, badge: null };
    });
  }
  function formatMarkers(items) {
    return items.map((m) => m.badge === null ? m.tag : `${m.tag}@${m.badge}`).join(",");
  }
  function badge(n) {
    return Math.max(0, Math.min(MOST_BADGE, Math.trunc(n)));
  }
  var MOST_BADGE = 9;
  function applyMarkers(current, managed, wanted2) {
    const out = parseMarkers(current).filter((m) => !managed.has(m.tag));
    for (const [tag2, b] of wanted2) out.push({ tag: tag2, badge: b });
    return formatMarkers(out);
  }

  // src/rules/core/damage.ts
  var DAMAGE_CATEGORIES = [
    "alchemical",
    "blunt",
    "cold",
    "edged",
    "fire",
    "lightning",
    "necrotic",
    "piercing",
    "poison",
    "smite"
  ];
  var DEFAULT_DAMAGE_PER_HIT = 1;
  function damageFactor(category, resistances, vulnerabilities) {
    if (category === null) return "normal";
    const resisted = resistances.includes(category);
    const vulnerable = vulnerabilities.includes(category);
    if (resisted && vulnerable) return "cancelled";
    if (resisted) return "half";
    if (vulnerable) return "double";
    return "normal";
  }
  function applyFactor(amount, factor) {
    if (factor === "half") return Math.floor(amount / 2);
    if (factor === "double") return amount * 2;
    return amount;
  }
  function rollCrit(effect2, dice) {
    const die = dice.roll(3);
    return { effect: effect2, die, value: effect2 === "adv" ? die : -die };
  }
  function rollDamage(input, dice) {
    var _a;
    const factor = damageFactor(input.category, input.resistances, input.vulnerabilities);
    const hitDamage = applyFactor(input.perHit, factor);
    const fromHits = input.hits * hitDamage;
    const base = { perHit: input.perHit, category: input.category, factor, hitDamage, hits: input.hits, fromHits };
    if (input.immune === true) return { ...base, crit: null, blocked: "immune", sum: 0, total: 0 };
    if (input.blocked) return { ...base, crit: null, blocked: "only-critical", sum: 0, total: 0 };
    const crit = input.crit !== null && (input.perHit > 0 || input.crit === "dis") ? rollCrit(input.crit, dice) : null;
    const sum = fromHits + ((_a = crit == null ? void 0 : crit.value) != null ? _a : 0);
    return { ...base, crit, blocked: null, sum, total: Math.max(0, sum) };
  }

  // src/app/roll-sheet.ts
  var ATTRIBUTES = ["strength", "agility", "perception", "logic", "will", "faith"];
  function parseAttribute(word) {
    const w = word.trim().toLowerCase();
    return ATTRIBUTES.includes(w) ? w : null;
  }
  var DEFAULT_DEFENSE = 10;
  var DEFAULT_SKILL_ATTRIBUTE = "agility";
  var SKILL_ROW = /^repeating_skills_(.+?)_(name|mod|sub_mod|sub_attribute|attack_die)$/i;
  function skillRows(attributes) {
    var _a, _b, _c;
    const rows = /* @__PURE__ */ new Map();
    for (const a of attributes) {
      const m = SKILL_ROW.exec(a.name);
      if (!m) continue;
      const field = m[2].toLowerCase();
      if (field !== "name" && field !== "mod" && field !== "sub_attribute") continue;
      const id = m[1].toLowerCase();
      const row = (_a = rows.get(id)) != null ? _a : { name: null, mod: 0, attribute: DEFAULT_SKILL_ATTRIBUTE };
      if (field === "name") row.name = blank(a.current) ? null : unquote(String(a.current)).replace(/\s+/g, " ").replace(/-{2,}/g, "-").slice(0, SHEET_WORD_LENGTH).trim() || null;
      else if (field === "mod") row.mod = blank(a.current) ? 0 : (_b = integer(a.current)) != null ? _b : 0;
      else row.attribute = blank(a.current) ? DEFAULT_SKILL_ATTRIBUTE : (_c = parseAttribute(String(a.current))) != null ? _c : DEFAULT_SKILL_ATTRIBUTE;
      rows.set(id, row);
    }
    return [...rows.values()];
  }
  var NONE4 = { strength: null, agility: null, perception: null, logic: null, will: null, faith: null };
  var NO_ROLL_SHEET = {
    hasSheet: false,
    defense: null,
    chance: false,
    resistances: [],
    vulnerabilities: [],
    scores: NONE4,
    mods: NONE4,
    weapon: { name: null, dice: null, mod: null, damage: null, type: null, reach: null },
    weapons: [],
    body: null,
    problems: []
  };
  function parseCategory(word) {
    const w = word.trim().toLowerCase();
    return DAMAGE_CATEGORIES.includes(w) ? w : null;
  }
  var WEAPON_ROW = /^repeating_weapons_(.+)_name$/i;
  function rowDice(v) {
    const t = blank(v) ? "" : String(v).trim().toLowerCase();
    const d = /^(\d*)\s*d\s*20$/.exec(t);
    const n = d ? d[1] === "" ? 1 : Number(d[1]) : Number.parseFloat(t);
    return Number.isFinite(n) ? Math.min(5, Math.max(1, Math.trunc(n))) : 1;
  }
  function weaponRows(attributes, skills) {
    var _a;
    const field = rowFields(attributes);
    const rows = [];
    for (const a of attributes) {
      const m = WEAPON_ROW.exec(a.name);
      if (!m || blank(a.current)) continue;
      rows.push(weaponRowOf(field, ((_a = m[1]) != null ? _a : "").toLowerCase(), unquote(String(a.current)).slice(0, SHEET_WORD_LENGTH), skills));
    }
    return rows;
  }
  var WEAPON_ROW_FIELD = /^repeating_weapons_(.+?)_(name|speed|attack_dice|attack_dice_was|attack_mod|damage|damage_type|reach|active|attack_flags)$/i;
  function unnamedWeaponRows(attributes, skills) {
    const ids = [];
    const named = /* @__PURE__ */ new Set();
    for (const a of attributes) {
      const m = WEAPON_ROW_FIELD.exec(a.name);
      if (!m) continue;
      const id = m[1].toLowerCase();
      if (!ids.includes(id)) ids.push(id);
      if (m[2].toLowerCase() === "name" && !blank(a.current)) named.add(id);
    }
    const field = rowFields(attributes);
    return ids.filter((id) => !named.has(id)).map((id) => weaponRowOf(field, id, "", skills));
  }
  function rowFields(attributes) {
    const byName2 = /* @__PURE__ */ new Map();
    for (const a of attributes) {
      const key2 = a.name.toLowerCase();
      if (!byName2.has(key2)) byName2.set(key2, a.current);
    }
    return (id, f) => byName2.get(`repeating_weapons_${id}_${f}`);
  }
  function weaponRowOf(rowField, id, name, skills) {
    var _a;
    const field = (f) => rowField(id, f);
    const damage = blank(field("damage")) ? null : integer(field("damage"));
    const mod = (_a = integer(field("attack_mod"))) != null ? _a : 0;
    const held = {};
    if (mod < -99 || mod > 99) held.weapon_attack_mod = mod;
    if (damage !== null && (damage < 0 || damage > 99)) held.weapon_damage = damage;
    const reachWord = blank(field("reach")) ? "" : String(field("reach")).trim().toLowerCase();
    const ticked = blank(field("active")) ? "" : String(field("active")).trim().toLowerCase();
    return {
      name,
      dice: Math.min(5, rowDice(field("attack_dice")) + Math.max(0, skills)),
      mod: Math.max(-99, Math.min(99, mod)),
      damage: damage === null ? null : Math.max(0, Math.min(99, damage)),
      type: blank(field("damage_type")) ? null : parseCategory(String(field("damage_type"))),
      reach: reachWord === "ranged" ? "ranged" : "melee",
      ...ticked !== "" && ticked !== "0" && ticked !== "off" ? { active: true } : {},
      ...Object.keys(held).length > 0 ? { outOfRange: held } : {}
    };
  }
  var SHEET_WORD_LENGTH = 60;
  function weaponNameKey(name) {
    return unquote(name.replace(/-{2,}/g, "-")).slice(0, SHEET_WORD_LENGTH).trim().toLowerCase();
  }
  function skillNameKey(name) {
    return (name != null ? name : "").replace(/\s+/g, " ").replace(/-{2,}/g, "-").trim().slice(0, SHEET_WORD_LENGTH).trim().toLowerCase();
  }
  function weaponNamed(sheet, name) {
    var _a;
    const key2 = weaponNameKey(name);
    return (_a = sheet.weapons.find((w) => weaponNameKey(w.name) === key2)) != null ? _a : null;
  }
  function sheetDefense(read2, own2, outOfRange2) {
    var _a, _b;
    if (own2 !== void 0) return null;
    const baseText = read2("defense_base");
    if (blank(read2("defense")) || baseText === void 0 || baseText === null) return null;
    const base = blank(baseText) ? DEFAULT_DEFENSE : (_a = integer(baseText)) != null ? _a : DEFAULT_DEFENSE;
    const total2 = base + (blank(read2("armour")) ? 0 : (_b = integer(read2("armour"))) != null ? _b : 0);
    if (total2 >= 0 && total2 <= 99) return total2;
    outOfRange2.defense = total2;
    return null;
  }
  function readRollSheet(read2, exists, attributes = []) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o;
    const problems = [];
    const outOfRange2 = {};
    const { value, num } = attributeReader(read2, exists, problems, outOfRange2);
    const categories = (name) => {
      const v = value(name);
      if (blank(v)) return [];
      const words2 = String(v).split(/[\s,;]+/).filter(Boolean);
      const keys = words2.map(parseCategory);
      if (keys.some((k) => k === null)) problems.push(name);
      return [...new Set(keys.filter((k) => k !== null))];
    };
    const word = (name) => {
      const v = value(name);
      return blank(v) ? null : String(v).trim().slice(0, SHEET_WORD_LENGTH);
    };
    const scores = { ...NONE4 };
    const mods = { ...NONE4 };
    for (const a of ATTRIBUTES) {
      scores[a] = num(a, 0, 99);
      const score = scores[a];
      mods[a] = (_a = num(`${a}_mod`, -20, 20)) != null ? _a : score === null ? null : modifierForScore(score);
    }
    const typeWord = word("weapon_damage_type");
    const type = typeWord === null ? null : parseCategory(typeWord);
    if (typeWord !== null && type === null) problems.push("weapon_damage_type");
    const reachWord = (_c = (_b = word("weapon_reach")) == null ? void 0 : _b.toLowerCase()) != null ? _c : null;
    const reach = reachWord === "melee" || reachWord === "ranged" ? reachWord : null;
    if (reachWord !== null && reach === null) problems.push("weapon_reach");
    const chance = value("trait_chance");
    const attackSkills = (_d = num("attack_skills", 0, 99)) != null ? _d : 0;
    const weapons = weaponRows(attributes, attackSkills);
    const unnamedWeapons = unnamedWeaponRows(attributes, attackSkills);
    const activeName = word("weapon_active_name");
    const activeRow = activeName !== null ? (_f = (_e = weapons.find((w) => w.active === true && w.name.toLowerCase() === activeName.toLowerCase())) != null ? _e : weaponNamed({ weapons }, activeName)) != null ? _f : void 0 : weapons.find((w) => w.active === true);
    return {
      hasSheet: true,
      defense: (_g = num("defense", 0, 99)) != null ? _g : outOfRange2.defense === void 0 ? sheetDefense(read2, value("defense"), outOfRange2) : null,
      chance: chance === 1 || chance === "1" || chance === "on" || chance === true,
      resistances: categories("resistances"),
      vulnerabilities: categories("vulnerabilities"),
      scores,
      mods,
      weapon: {
        name: (_h = activeName != null ? activeName : activeRow == null ? void 0 : activeRow.name) != null ? _h : null,
        dice: (_j = (_i = num("weapon_attack_dice", 1, 5)) != null ? _i : activeRow == null ? void 0 : activeRow.dice) != null ? _j : null,
        mod: (_l = (_k = num("weapon_attack_mod", -99, 99)) != null ? _k : activeRow == null ? void 0 : activeRow.mod) != null ? _l : null,
        damage: (_n = (_m = num("weapon_damage", 0, 99)) != null ? _m : activeRow == null ? void 0 : activeRow.damage) != null ? _n : null,
        type: typeWord === null && activeRow !== void 0 && value("weapon_damage_type") === void 0 ? activeRow.type : type,
        reach: (_o = reach != null ? reach : activeRow == null ? void 0 : activeRow.reach) != null ? _o : null
      },
      weapons,
      ...unnamedWeapons.length > 0 ? { unnamedWeapons } : {},
      body: num("body_points", -9999, 99999),
      problems,
      ...Object.keys(outOfRange2).length > 0 ? { outOfRange: outOfRange2 } : {},
      skills: skillRows(attributes)
    };
  }

  // src/roll20/world.ts
  var NAME_LIMIT = 40;
  function shortName(name) {
    const chars = Array.from(name.replace(/\s+/g, " ").trim());
    return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_LIMIT - 1).join("")}…` : chars.join("");
  }
  function idList(value) {
    return typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [];
  }
  function tokenName(token, character) {
    const own2 = token.get("name");
    if (typeof own2 === "string" && own2.trim() !== "") return shortName(own2);
    const name = character == null ? void 0 : character.get("name");
    return typeof name === "string" && name.trim() !== "" ? shortName(name) : "Unnamed token";
  }
  function nameOnMap(token) {
    const own2 = token.get("name");
    return typeof own2 === "string" && own2.trim() !== "" ? shortName(own2) : tokenName(token, characterOf(token));
  }
  var NO_IDS = [];
  var idLists = /* @__PURE__ */ new Map();
  var MOST_ID_LISTS = 512;
  function idsOf2(value) {
    if (typeof value !== "string" || value === "") return NO_IDS;
    let ids = idLists.get(value);
    if (!ids) {
      if (idLists.size >= MOST_ID_LISTS) idLists.clear();
      idLists.set(value, ids = idList(value));
    }
    return ids;
  }
  function controllersOf2(token, character) {
    const own2 = idsOf2(token.get("controlledby"));
    const theirs = idsOf2(character == null ? void 0 : character.get("controlledby"));
    if (theirs.length === 0 && own2.length <= 1) return [...own2];
    if (own2.length === 0 && theirs.length <= 1) return [...theirs];
    return [.../* @__PURE__ */ new Set([...own2, ...theirs])];
  }
  function characterOf(token) {
    const charId = token.get("represents");
    return typeof charId === "string" && charId !== "" ? getObj("character", charId) : void 0;
  }
  function tokenInfo(token) {
    var _a, _b;
    const charId = token.get("represents");
    const represents = typeof charId === "string" && charId !== "" ? charId : null;
    const character = represents ? getObj("character", represents) : void 0;
    const controllers = controllersOf2(token, character);
    const image = imageOf(token);
    return {
      id: token.id,
      name: tokenName(token, character),
      pageId: String((_a = token.get("_pageid")) != null ? _a : ""),
      layer: String((_b = token.get("layer")) != null ? _b : ""),
      represents,
      controllers,
      isCard: token.get("_subtype") === "card",
      ...image === void 0 ? {} : { image }
    };
  }
  function imageOf(token) {
    const src = token.get("imgsrc");
    return typeof src === "string" && src !== "" ? src : void 0;
  }
  var SPELL_ROWS = "repeating_spells_";
  function sheetAttributes(character) {
    if (!character) return null;
    const charId = character.id;
    const attributes = findObjs({ _type: "attribute", _characterid: charId });
    const attrs = /* @__PURE__ */ new Map();
    const spells = [];
    for (let i = 0; i < attributes.length; i += 1) {
      const a = attributes[i];
      const own2 = String(a.get("name"));
      const name = own2.toLowerCase();
      if (!attrs.has(name)) attrs.set(name, a);
      if (name.startsWith(SPELL_ROWS)) spells.push({ name: own2, current: a.get("current") });
    }
    return { attrs, spells };
  }
  function sheetOf(character) {
    const read2 = sheetAttributes(character);
    if (!read2) return NO_SHEET;
    const { attrs, spells } = read2;
    const values = readSheet(
      (name) => {
        var _a;
        return (_a = attrs.get(name.toLowerCase())) == null ? void 0 : _a.get("current");
      },
      (name) => attrs.has(name)
    );
    const rows = sheetRows([...attrs].filter(([name]) => name.startsWith("repeating_")).map(([name, a]) => ({ name, current: a.get("current") })));
    return { ...values, tradition: chosenSpellTradition(spells), spell: chosenSpellName(spells), rows };
  }
  function menuSheetOf2(character) {
    if (!character) return NO_MENU_SHEET;
    const attributes = findObjs({ _type: "attribute", _characterid: character.id });
    let speed;
    let agility;
    let agilityScore;
    let cast;
    const spells = [];
    for (let i = 0; i < attributes.length; i += 1) {
      const a = attributes[i];
      const own2 = String(a.get("name"));
      const name = own2.toLowerCase();
      if (name === "weapon_speed") speed != null ? speed : speed = a;
      else if (name === "agility_mod") agility != null ? agility : agility = a;
      else if (name === "agility") agilityScore != null ? agilityScore : agilityScore = a;
      else if (name === "casting_time") cast != null ? cast : cast = a;
      else if (name.startsWith(SPELL_ROWS)) spells.push({ name: own2, current: a.get("current") });
    }
    return menuValues(speed == null ? void 0 : speed.get("current"), agility == null ? void 0 : agility.get("current"), cast == null ? void 0 : cast.get("current"), chosenSpellTradition(spells), agilityScore == null ? void 0 : agilityScore.get("current"), chosenSpellName(spells));
  }
  function rollSheetOf(charId) {
    if (charId === null || !getObj("character", charId)) return NO_ROLL_SHEET;
    const attributes = findObjs({ _type: "attribute", _characterid: charId });
    const names = new Set(attributes.map((a) => String(a.get("name")).toLowerCase()));
    return readRollSheet(
      (name) => getAttrByName(charId, name),
      (name) => names.has(name),
      attributes.map((a) => ({ name: String(a.get("name")), current: a.get("current") }))
    );
  }
  function numberOf(v) {
    if (typeof v === "number") return Number.isFinite(v) ? v : null;
    if (typeof v !== "string" || !/^\s*[+-]?\d{1,7}(\.\d+)?\s*$/.test(v)) return null;
    return Number(v);
  }
  function bodyAttribute(charId) {
    return findObjs({ _type: "attribute", _characterid: charId }).find((a) => String(a.get("name")).toLowerCase() === "body_points");
  }
  function bodyOf(token) {
    var _a;
    const charId = token.get("represents");
    const characterId = typeof charId === "string" && charId !== "" && getObj("character", charId) ? charId : null;
    const attr = characterId ? bodyAttribute(characterId) : void 0;
    const bars = ["bar1", "bar2", "bar3"];
    const linkedBar = attr ? (_a = bars.find((b) => token.get(`${b}_link`) === attr.id)) != null ? _a : null : null;
    return {
      characterId,
      linkedBar,
      attribute: attr ? numberOf(attr.get("current")) : null,
      bar: numberOf(token.get(`${linkedBar != null ? linkedBar : "bar1"}_value`))
    };
  }
  var markersRead = null;
  function customMarkers() {
    var _a;
    try {
      const campaign = Campaign();
      const raw2 = (_a = campaign.get("_token_markers")) != null ? _a : campaign.get("token_markers");
      if (markersRead && markersRead.raw === raw2 && (typeof raw2 === "string" || raw2 === void 0)) return markersRead.list;
      const parsed = typeof raw2 === "string" && raw2 !== "" ? JSON.parse(raw2) : [];
      const list = Array.isArray(parsed) ? parsed.filter((m) => typeof (m == null ? void 0 : m.name) === "string" && typeof (m == null ? void 0 : m.tag) === "string") : [];
      markersRead = { raw: raw2, list };
      return list;
    } catch {
      return [];
    }
  }
  var NOT_READ = /* @__PURE__ */ Symbol("not read");
  var TokenReads = class {
    constructor(graphic) {
      this.graphic = graphic;
      this.info = NOT_READ;
      this.layer = NOT_READ;
      this.character = NOT_READ;
      this.controllers = NOT_READ;
      this.image = NOT_READ;
    }
  };
  function roll20World() {
    const seen2 = /* @__PURE__ */ new Map();
    const reads = (id) => {
      let r = seen2.get(id);
      if (r === void 0) {
        r = new TokenReads(getObj("graphic", id));
        seen2.set(id, r);
      }
      return r;
    };
    const layer = (id) => {
      var _a, _b;
      const r = reads(id);
      if (r.info !== NOT_READ) return (_a = r.info) == null ? void 0 : _a.layer;
      if (r.layer === NOT_READ) r.layer = r.graphic ? String((_b = r.graphic.get("layer")) != null ? _b : "") : void 0;
      return r.layer;
    };
    const characterOfToken = (r) => {
      if (r.character === NOT_READ) r.character = r.graphic ? characterOf(r.graphic) : void 0;
      return r.character;
    };
    const gms = /* @__PURE__ */ new Map();
    return {
      readsOnce: true,
      controllers(id) {
        var _a;
        const r = reads(id);
        if (r.info !== NOT_READ) return (_a = r.info) == null ? void 0 : _a.controllers;
        if (r.controllers === NOT_READ) r.controllers = r.graphic ? controllersOf2(r.graphic, characterOfToken(r)) : void 0;
        return r.controllers;
      },
      image(id) {
        var _a;
        const r = reads(id);
        if (r.info !== NOT_READ) return (_a = r.info) == null ? void 0 : _a.image;
        if (r.image === NOT_READ) r.image = r.graphic ? imageOf(r.graphic) : void 0;
        return r.image;
      },
      token(id) {
        const r = reads(id);
        if (r.info === NOT_READ) r.info = r.graphic ? tokenInfo(r.graphic) : void 0;
        return r.info;
      },
      // whether it is there needs no property of it (start-up asks it of every combatant of the history)
      exists: (id) => reads(id).graphic !== void 0,
      // the character is read as the token's sheet and controllers read it, once per command
      orphaned(id) {
        const r = reads(id);
        if (!r.graphic) return false;
        const charId = r.graphic.get("represents");
        const linked = typeof charId === "string" && charId !== "";
        if (r.character === NOT_READ) r.character = linked ? getObj("character", charId) : void 0;
        return linked && r.character === void 0;
      },
      layer,
      sheet(id) {
        return sheetOf(characterOfToken(reads(id)));
      },
      menuSheet(id) {
        return menuSheetOf2(characterOfToken(reads(id)));
      },
      // asked for every controller of every combatant a card ranks: once per player and command
      isGM(playerId) {
        if (!gms.has(playerId)) gms.set(playerId, playerIsGM(playerId));
        return gms.get(playerId);
      },
      firstGM: () => {
        var _a;
        return (_a = findObjs({ _type: "player" }).find((p) => playerIsGM(p.id))) == null ? void 0 : _a.id;
      },
      characterName(characterId) {
        var _a;
        const name = (_a = getObj("character", characterId)) == null ? void 0 : _a.get("name");
        return typeof name === "string" ? name : void 0;
      },
      tokensNamed(name, pageId) {
        const wanted2 = name.replace(/\s+/g, " ").trim().toLowerCase();
        return findObjs({ _type: "graphic", _pageid: pageId }).filter((t) => {
          var _a;
          return t.get("_subtype") !== "card" && String((_a = t.get("name")) != null ? _a : "").replace(/\s+/g, " ").trim().toLowerCase() === wanted2;
        }).map((t) => tokenInfo(t));
      },
      playerPage: () => {
        var _a;
        return String((_a = Campaign().get("playerpageid")) != null ? _a : "");
      },
      customMarkers,
      rollSheet: rollSheetOf,
      onlyHiddenTokens(characterId) {
        const tokens = findObjs({ _type: "graphic", represents: characterId }).filter((t) => t.get("_subtype") !== "card");
        return tokens.length > 0 && tokens.every((t) => isHiddenLayer(t.get("layer")));
      },
      character(characterId) {
        const c = getObj("character", characterId);
        if (!c) return void 0;
        const name = c.get("name");
        return { name: shortName(typeof name === "string" && name.trim() !== "" ? name : "Unnamed character"), controllers: idList(c.get("controlledby")) };
      },
      body(tokenId) {
        const token = reads(tokenId).graphic;
        return token ? bodyOf(token) : void 0;
      }
    };
  }

  // src/roll20/sheet-writes.ts
  function conditionsText(conditions) {
    return CONDITION_KEYS.filter((k) => conditions.includes(k)).map((k) => k.charAt(0).toUpperCase() + k.slice(1)).join(", ");
  }
  var deleting = null;
  function whileDeleting(tokenId, charId, run2) {
    if (typeof charId !== "string" || charId === "") return run2();
    deleting = { id: tokenId, charId };
    try {
      return run2();
    } finally {
      deleting = null;
    }
  }
  function characterOf2(id, token) {
    if (token) return token.get("represents");
    return deleting !== null && deleting.id === id ? deleting.charId : "";
  }
  function byCharacter(stored) {
    var _a, _b, _c;
    const out = /* @__PURE__ */ new Map();
    const state2 = (_a = stored.fight) == null ? void 0 : _a.timeline.present;
    for (const c of (_b = state2 == null ? void 0 : state2.combatants) != null ? _b : []) {
      const token = getObj("graphic", c.id);
      const charId = characterOf2(c.id, token);
      if (typeof charId !== "string" || charId === "") continue;
      if (isHiddenLayer(token == null ? void 0 : token.get("layer")) && seenByPlayers(charId)) {
        if (!out.has(charId)) out.set(charId, []);
        continue;
      }
      out.set(charId, [...(_c = out.get(charId)) != null ? _c : [], ...c.conditions]);
    }
    return out;
  }
  function shownConditions(charId) {
    const attribute = findObjs({ _type: "attribute", _characterid: charId }).find((a) => String(a.get("name")).toLowerCase() === "conditions");
    return attributeText(attribute == null ? void 0 : attribute.get("current"));
  }
  function attributeText(current) {
    return typeof current === "string" ? current : current === void 0 || current === null ? "" : String(current);
  }
  function seenByPlayers(charId) {
    const character = getObj("character", charId);
    if (!character) return false;
    return [character.get("controlledby"), character.get("inplayerjournals")].some((v) => typeof v === "string" && v.trim() !== "");
  }
  function sameConditions(cb, ca) {
    for (let i = 0; i < cb.length; i += 1) {
      const c = cb[i];
      const o = ca[i];
      if (o === void 0 || o !== c && (o.id !== c.id || !sameTexts(o.conditions, c.conditions))) return false;
    }
    return true;
  }
  function sameTexts(a, b) {
    if (a === b) return true;
    if (a.length === b.length) {
      let i = 0;
      while (i < a.length && a[i] === b[i]) i += 1;
      if (i === a.length) return true;
    }
    return a.join() === b.join();
  }
  var NO_WRITES = [];
  function conditionWrites(before, after) {
    var _a, _b, _c, _d, _e;
    const b = (_a = before.fight) == null ? void 0 : _a.timeline.present;
    const a = (_b = after.fight) == null ? void 0 : _b.timeline.present;
    if (b === a) return NO_WRITES;
    const cb = (_c = b == null ? void 0 : b.combatants) != null ? _c : [];
    const ca = (_d = a == null ? void 0 : a.combatants) != null ? _d : [];
    if (cb.length === ca.length && sameConditions(cb, ca)) return NO_WRITES;
    const text2 = (s) => {
      var _a2;
      return new Map(((_a2 = s == null ? void 0 : s.combatants) != null ? _a2 : []).map((c) => [c.id, c.conditions.join()]));
    };
    const tb = text2(b);
    const ta = text2(a);
    const changed = [.../* @__PURE__ */ new Set([...tb.keys(), ...ta.keys()])].some((id) => {
      var _a2, _b2;
      return ((_a2 = tb.get(id)) != null ? _a2 : "") !== ((_b2 = ta.get(id)) != null ? _b2 : "");
    });
    if (!changed) return NO_WRITES;
    const was = byCharacter(before);
    const now = byCharacter(after);
    const out = [];
    const sheets = /* @__PURE__ */ new Set([...was.keys(), ...now.keys()]);
    if (cb.some((c) => tb.get(c.id) !== "" && !ta.has(c.id) && unreadable(c.id))) for (const charId of shownWithoutCombatant(now)) sheets.add(charId);
    for (const id of sheets) {
      const b2 = conditionsText((_e = now.get(id)) != null ? _e : []);
      if (getObj("character", id) && shownConditions(id) !== b2) out.push({ kind: "attribute", characterId: id, name: "conditions", current: b2 });
    }
    return out;
  }
  function sheetsAtStartUp(stored) {
    var _a;
    if (!stored.fight) return [];
    const now = byCharacter(stored);
    const shown = /* @__PURE__ */ new Map();
    for (const a of conditionAttributes()) {
      const charId = a.get("_characterid");
      if (typeof charId === "string" && !shown.has(charId)) shown.set(charId, attributeText(a.get("current")));
    }
    const out = [];
    for (const [charId, conditions] of now) {
      const text2 = conditionsText(conditions);
      const was = (_a = shown.get(charId)) != null ? _a : "";
      if (was !== text2 && getObj("character", charId)) out.push({ kind: "attribute", characterId: charId, name: "conditions", current: text2 });
    }
    for (const [charId, was] of shown) {
      if (!now.has(charId) && was !== "" && getObj("character", charId)) out.push({ kind: "attribute", characterId: charId, name: "conditions", current: "" });
    }
    return out;
  }
  function conditionAttributes() {
    return findObjs({ _type: "attribute", name: "conditions" }, { caseInsensitive: true });
  }
  function unreadable(id) {
    return getObj("graphic", id) === void 0 && (deleting === null || deleting.id !== id);
  }
  function shownWithoutCombatant(now) {
    const out = [];
    for (const a of conditionAttributes()) {
      const charId = a.get("_characterid");
      const current = a.get("current");
      if (typeof charId === "string" && !now.has(charId) && current !== "" && current !== void 0 && current !== null) out.push(charId);
    }
    return out;
  }
  function sheetTextWrite(stored, tokenId) {
    var _a, _b;
    const state2 = (_a = stored.fight) == null ? void 0 : _a.timeline.present;
    if (!state2 || !state2.combatants.some((c) => c.id === tokenId)) return null;
    const charId = (_b = getObj("graphic", tokenId)) == null ? void 0 : _b.get("represents");
    if (typeof charId !== "string" || charId === "") return null;
    return characterTextWrite(stored, charId);
  }
  function characterTextWrite(stored, charId) {
    if (!stored.fight || !getObj("character", charId)) return null;
    const conditions = byCharacter(stored).get(charId);
    if (conditions === void 0) return null;
    const text2 = conditionsText(conditions);
    return shownConditions(charId) === text2 ? null : { kind: "attribute", characterId: charId, name: "conditions", current: text2 };
  }
  function relinkWrites(stored, tokenId, from, to) {
    var _a;
    const state2 = (_a = stored.fight) == null ? void 0 : _a.timeline.present;
    if (!state2 || !state2.combatants.some((c) => c.id === tokenId)) return [];
    const out = [];
    if (typeof from === "string" && from !== "" && from !== to && getObj("character", from)) {
      const conditions = byCharacter(stored).get(from);
      const text2 = conditions === void 0 ? "" : conditionsText(conditions);
      if (shownConditions(from) !== text2) out.push({ kind: "attribute", characterId: from, name: "conditions", current: text2 });
    }
    if (typeof to === "string" && to !== "" && to !== from) {
      const write2 = characterTextWrite(stored, to);
      if (write2) out.push(write2);
    }
    return out;
  }
  function writeAttribute(characterId, name, current) {
    const lower = name.toLowerCase();
    const existing2 = name === "body_points" ? bodyAttribute(characterId) : findObjs({ _type: "attribute", _characterid: characterId }).find((a) => String(a.get("name")).toLowerCase() === lower);
    if (existing2) existing2.set("current", current);
    else if (getObj("character", characterId)) createObj("attribute", { _characterid: characterId, name, current });
  }
  function writeBar(tokenId, bar, value) {
    const token = getObj("graphic", tokenId);
    if (token) token.set(`${bar}_value`, value);
  }
  function effectLabel(e) {
    switch (e.kind) {
      case "bar":
        return `the ${e.bar} of a token`;
      case "attribute":
        return `the attribute ${e.name}`;
      default:
        return `the ${e.kind} ${e.name}`;
    }
  }

  // src/app/table-options.ts
  var HOOK_LIMIT = 300;
  var TIMER_LIMIT = 3600;
  var INDICATORS = ["ring", "graphic", "aura", "tint", "off"];
  function libraryImage(url) {
    const m = /^https:\/\/[\w.-]*(?:files\.d20\.io|amazonaws\.com)\/(?:files\.d20\.io\/)?images\/[^\s"'<>]*\/(?:thumb|med|max|original)\.(png|jpg|jpeg|gif|webp)(\?\d+)?$/i.exec(url.trim());
    if (!m) return null;
    return url.trim().replace(/\/(?:med|max|original)\.(png|jpg|jpeg|gif|webp)/i, "/thumb.$1");
  }
  function parseHook(value) {
    const v = value.trim();
    if (v === "" || v.toLowerCase() === "none") return "";
    if (v.length > HOOK_LIMIT || /[\r\n]/.test(v)) return null;
    if (/^![^\s!]/.test(v) || /^#[^\s#][^\s]*$/.test(v)) return v;
    return null;
  }
  function validateTableOptions(value) {
    const problems = [];
    if (!INDICATORS.includes(value.indicator)) problems.push("config.indicator is not ring/graphic/aura/tint/off");
    if (typeof value.indicatorImage !== "string") problems.push("config.indicatorImage is not text");
    if (typeof value.ping !== "boolean") problems.push("config.ping is not true/false");
    if (typeof value.counterText !== "boolean") problems.push("config.counterText is not true/false");
    const hooks = value.hooks;
    if (typeof hooks !== "object" || hooks === null || Array.isArray(hooks) || !Object.values(hooks).every((h) => typeof h === "string")) problems.push("config.hooks is malformed");
    if (typeof value.turnTimer !== "number" || !Number.isInteger(value.turnTimer) || value.turnTimer < 0 || value.turnTimer > TIMER_LIMIT) problems.push("config.turnTimer is not a number of seconds");
    return problems;
  }
  function setTableOption(config2, key2, value) {
    const word = value.toLowerCase();
    const onOff = (v) => /^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null;
    switch (key2) {
      case "indicator":
        if (word === "graphic" && config2.indicatorImage === "") return "The graphic indicator needs an image first: --set indicatorimage=URL (an image of your own library), then --set indicator=graphic.";
        return INDICATORS.includes(word) ? { ...config2, indicator: word } : "indicator takes ring, graphic, aura, tint or off.";
      case "indicatorimage": {
        if (word === "none" || word === "") return { ...config2, indicatorImage: "", indicator: config2.indicator === "graphic" ? "ring" : config2.indicator };
        const url = libraryImage(value);
        return url ? { ...config2, indicatorImage: url } : "indicatorimage takes the address of an image in your own Roll20 library (…/thumb.png?…), or none.";
      }
      case "ping": {
        const b = onOff(value);
        return b === null ? "ping takes on or off." : { ...config2, ping: b };
      }
      case "countertext": {
        const b = onOff(value);
        return b === null ? "countertext takes on or off." : { ...config2, counterText: b };
      }
      case "timer": {
        const n = word === "off" || word === "none" ? 0 : /^\d{1,4}$/.test(word) ? Number(word) : null;
        return n !== null && n <= TIMER_LIMIT ? { ...config2, turnTimer: n } : `timer takes a number of seconds from 0 (off) to ${TIMER_LIMIT}.`;
      }
      default: {
        const m = /^hook\.([a-z]+)$/.exec(key2);
        if (!m) return null;
        const which = m[1];
        if (!HOOK_KEYS.includes(which)) return `Hooks: ${HOOK_KEYS.map((k) => `hook.${k}`).join(", ")}.`;
        const hook = parseHook(value);
        if (hook === null) return `A hook is an API command (!command {token}) or a macro (#Name), at most ${HOOK_LIMIT} characters, or none.`;
        return { ...config2, hooks: { ...DEFAULT_CONFIG.hooks, ...config2.hooks, [which]: hook } };
      }
    }
  }
  function resetTableOption(config2, key2) {
    const k = key2.toLowerCase();
    if (k === "hooks") return { ...config2, hooks: DEFAULT_CONFIG.hooks };
    const hook = /^hook\.([a-z]+)$/.exec(k);
    if (hook && HOOK_KEYS.includes(hook[1])) return { ...config2, hooks: { ...DEFAULT_CONFIG.hooks, ...config2.hooks, [hook[1]]: "" } };
    const field = { indicator: "indicator", indicatorimage: "indicatorImage", ping: "ping", countertext: "counterText", timer: "turnTimer" }[k];
    return field ? { ...config2, [field]: DEFAULT_CONFIG[field] } : null;
  }
  function hookOf(config2, key2) {
    var _a;
    const h = (_a = config2.hooks) == null ? void 0 : _a[key2];
    return typeof h === "string" ? h : "";
  }

  // src/app/config.ts
  var TAKEN_WORDS = [...COMMAND_WORDS, "eot", "tm", "cmaster", "rounds", "group-init", "token-mod"];
  function isFreeAlias(alias) {
    return /^[a-z][a-z0-9\-]{1,19}$/.test(alias) && !TAKEN_WORDS.includes(alias);
  }
  function isObject5(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
  }
  function validateConfig(value) {
    if (!isObject5(value)) return ["config is not an object"];
    const problems = [];
    for (const key2 of ["flexMarker", "guardMarker", "holdMarker", "dashMarker", "moveMarker", "alias"]) {
      if (typeof value[key2] !== "string") problems.push(`config.${key2} is not text`);
      else if (key2 !== "alias" && !(key2 === "flexMarker" && value[key2] === "") && !MARKER_TAG.test(value[key2])) problems.push(`config.${key2} is not a marker tag`);
    }
    if (typeof value.movementBadges !== "boolean") problems.push("config.movementBadges is not true/false");
    if (typeof value.flexCountdown !== "boolean") problems.push("config.flexCountdown is not true/false");
    if (typeof value.statusMarkers !== "boolean") problems.push("config.statusMarkers is not true/false");
    if (value.announce !== "all" && value.announce !== "gm") problems.push("config.announce is not all/gm");
    if (value.passedOver !== "guard" && value.passedOver !== "reset") problems.push("config.passedOver is not guard/reset");
    if (value.trackerEdits !== "ask" && value.trackerEdits !== "adopt") problems.push("config.trackerEdits is not ask/adopt");
    if (!ruleSetOf(value.rules)) problems.push("config.rules is not a rule set");
    if (typeof value.rerollEachRound !== "boolean") problems.push("config.rerollEachRound is not true/false");
    if (typeof value.eot !== "boolean") problems.push("config.eot is not true/false");
    if (typeof value.autoDamage !== "boolean") problems.push("config.autoDamage is not true/false");
    const cm = value.conditionMarkers;
    if (!isObject5(cm) || !CONDITION_KEYS.every((k) => typeof cm[k] === "string" && (cm[k] === "" || MARKER_TAG.test(cm[k])))) problems.push("config.conditionMarkers is malformed");
    problems.push(...validatePattern(value.pattern).map((p) => `config.pattern: ${p}`));
    problems.push(...validateTableOptions(value));
    return problems;
  }
  function checkbox(value) {
    if (value === false || value === "false" || value === "") return false;
    if (value === true || value === "true" || value === "checked") return true;
    return void 0;
  }
  function configFromUserOptions(options, base = DEFAULT_CONFIG) {
    if (!isObject5(options)) return base;
    let config2 = base;
    const announce = options.announce;
    if (announce === "all" || announce === "everyone" || announce === "gm") config2 = { ...config2, announce: announce === "gm" ? "gm" : "all" };
    const passed = options.passedOver;
    if (passed === "guard" || passed === "reset") config2 = { ...config2, passedOver: passed };
    for (const key2 of ["movementBadges", "flexCountdown", "statusMarkers", "rerollEachRound", "autoDamage", "eot", "ping", "counterText"]) {
      const on2 = checkbox(options[key2]);
      if (on2 !== void 0 && on2 !== config2[key2]) config2 = { ...config2, [key2]: on2 };
    }
    const indicator = options.indicator;
    if (indicator === "ring" || indicator === "aura" || indicator === "tint" || indicator === "off") config2 = { ...config2, indicator };
    const timer = typeof options.turnTimer === "number" ? String(options.turnTimer) : options.turnTimer;
    if (typeof timer === "string" && /^\s*\d{1,4}\s*$/.test(timer) && Number(timer) <= TIMER_LIMIT) config2 = { ...config2, turnTimer: Number(timer) };
    if (typeof options.alias === "string") {
      const alias = options.alias.trim().replace(/^!/, "").toLowerCase();
      if (alias === "") config2 = { ...config2, alias: "" };
      else if (isFreeAlias(alias)) config2 = { ...config2, alias };
    }
    const rules = options.rules;
    if (isRuleSetId(rules) && ruleSetOf(rules)) config2 = { ...config2, rules };
    const edits = options.trackerEdits;
    if (edits === "ask" || edits === "adopt") config2 = { ...config2, trackerEdits: edits };
    return config2;
  }
  function optionsSavedAt(options) {
    if (!isObject5(options)) return 0;
    const n = Number(options.lastsaved);
    return Number.isFinite(n) ? n : 0;
  }
  function setOption(config2, assignment) {
    var _a, _b;
    const eq = assignment.indexOf("=");
    if (eq < 1) return "Write the option as key=value, for example --set announce=gm.";
    const key2 = assignment.slice(0, eq).trim().toLowerCase();
    const value = assignment.slice(eq + 1).trim();
    const word = value.toLowerCase();
    const onOff = (v) => /^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null;
    const table = setTableOption(config2, key2, value);
    if (table !== null) return table;
    switch (key2) {
      case "flex":
      case "guard":
      case "hold":
      case "dash":
      case "move": {
        if (!MARKER_TAG.test(value)) return `A marker tag looks like lightning-helix or Flex::1234, not “${value.slice(0, 30)}”.`;
        const field = { flex: "flexMarker", guard: "guardMarker", hold: "holdMarker", dash: "dashMarker", move: "moveMarker" }[key2];
        return { ...config2, [field]: key2 === "flex" && word === "auto" ? "" : value };
      }
      case "badges": {
        const b = onOff(value);
        return b === null ? "badges takes on or off." : { ...config2, movementBadges: b };
      }
      case "countdown": {
        const b = onOff(value);
        return b === null ? "countdown takes on or off." : { ...config2, flexCountdown: b };
      }
      case "statuses": {
        const b = onOff(value);
        return b === null ? "statuses takes on or off." : { ...config2, statusMarkers: b };
      }
      case "announce":
        if (word === "everyone" || word === "all") return { ...config2, announce: "all" };
        if (word === "gm" || word === "gm only") return { ...config2, announce: "gm" };
        return "announce takes everyone or gm.";
      case "trackeredits":
        return word === "ask" || word === "adopt" ? { ...config2, trackerEdits: word } : "trackeredits takes ask or adopt.";
      case "rules": {
        const id = (_a = ruleSets().find((r) => r.id === word || r.name.toLowerCase() === word)) == null ? void 0 : _a.id;
        return id ? { ...config2, rules: id } : `rules takes the id of a rule set: ${ruleSetNames()}.`;
      }
      case "reroll": {
        const b = onOff(value);
        return b === null ? "reroll takes on or off." : { ...config2, rerollEachRound: b };
      }
      case "condition": {
        return "Write it as condition.<condition>=tag, for example --set condition.prone=back-pain (or none).";
      }
      case "eot": {
        const b = onOff(value);
        return b === null ? "eot takes on or off." : { ...config2, eot: b };
      }
      case "autodamage": {
        const b = onOff(value);
        return b === null ? "autodamage takes on or off." : { ...config2, autoDamage: b };
      }
      case "passed":
        if (word === "guard" || word === "full guard") return { ...config2, passedOver: "guard" };
        return word === "reset" ? { ...config2, passedOver: "reset" } : "passed takes guard or reset.";
      case "alias": {
        const alias = word.replace(/^!/, "");
        if (alias === "none" || alias === "") return { ...config2, alias: "" };
        if (COMMAND_WORDS.includes(alias)) return `!${alias} is already the script’s own word, as !${(_b = COMMAND_WORDS.find((w) => w !== alias)) != null ? _b : "rondel"} is: the alias is an extra word, such as er.`;
        if (!/^[a-z][a-z0-9\-]{1,19}$/.test(alias)) return "The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.";
        if (!isFreeAlias(alias)) return `The alias cannot be ${alias}: another script answers !${alias}. Choose another short word, such as er.`;
        return { ...config2, alias };
      }
      default: {
        const cond = /^condition\.([a-z]+)$/.exec(key2);
        if (cond) {
          const which = parseCondition(cond[1]);
          if (!which) return `Unknown condition “${cond[1].slice(0, 20)}”. Conditions: ${CONDITION_KEYS.join(", ")}.`;
          const tag2 = value.toLowerCase() === "none" ? "" : value;
          if (tag2 !== "" && !MARKER_TAG.test(tag2)) return `A marker tag looks like back-pain or Prone::1234, not “${value.slice(0, 30)}”.`;
          return { ...config2, conditionMarkers: { ...config2.conditionMarkers, [which]: tag2 } };
        }
        const m = /^pattern\.(.+)$/.exec(key2);
        const tier = m ? parseTier(m[1]) : void 0;
        if (!tier) return `Unknown option “${key2.slice(0, 30)}”. Options: flex, guard, hold, dash, move, badges, countdown, statuses, announce, passed, alias, trackeredits, rules, reroll, eot, autodamage, indicator, indicatorimage, ping, countertext, hook.turn, hook.round, hook.window, timer, condition.<condition>, pattern.<tier>.`;
        const hexes = value.split(/[\/,\s]+/).filter(Boolean).map(Number);
        const pattern = { ...config2.pattern, [tier]: hexes };
        const problems = validatePattern(pattern);
        if (problems.length) return `That pattern does not fit: ${problems.join("; ")}. Every tier has ${config2.pattern.red_fox.length} windows.`;
        return { ...config2, pattern };
      }
    }
  }
  function resetOption(config2, key2) {
    const table = resetTableOption(config2, key2);
    if (table) return table;
    switch (key2.toLowerCase()) {
      case "all":
        return DEFAULT_CONFIG;
      case "pattern":
        return { ...config2, pattern: DEFAULT_PATTERN };
      case "conditions":
        return { ...config2, conditionMarkers: DEFAULT_CONFIG.conditionMarkers };
      default: {
        const map = { flex: "flexMarker", guard: "guardMarker", hold: "holdMarker", dash: "dashMarker", move: "moveMarker", badges: "movementBadges", countdown: "flexCountdown", statuses: "statusMarkers", announce: "announce", passed: "passedOver", alias: "alias", trackeredits: "trackerEdits", rules: "rules", reroll: "rerollEachRound", eot: "eot", autodamage: "autoDamage" };
        const field = map[key2.toLowerCase()];
        return field ? { ...config2, [field]: DEFAULT_CONFIG[field] } : `Unknown option “${key2.slice(0, 30)}”.`;
      }
    }
  }
  function markerTags(config2, custom) {
    var _a, _b;
    let flex = config2.flexMarker;
    if (flex === "") flex = (_b = (_a = custom.find((m) => m.name.toLowerCase() === "flex")) == null ? void 0 : _a.tag) != null ? _b : "lightning-helix";
    return { flex, guard: config2.guardMarker, hold: config2.holdMarker, dash: config2.dashMarker, move: config2.moveMarker };
  }
  function ruleSetNames() {
    return ruleSets().map((r) => `${r.id} (${r.name})`).join(", ");
  }
  function chatAssignment(config2, key2) {
    const onOff = (b) => b ? "on" : "off";
    switch (key2) {
      case "announce":
        return `announce=${config2.announce === "all" ? "everyone" : "gm"}`;
      case "passedOver":
        return `passed=${config2.passedOver}`;
      case "movementBadges":
        return `badges=${onOff(config2.movementBadges)}`;
      case "flexCountdown":
        return `countdown=${onOff(config2.flexCountdown)}`;
      case "statusMarkers":
        return `statuses=${onOff(config2.statusMarkers)}`;
      case "rerollEachRound":
        return `reroll=${onOff(config2.rerollEachRound)}`;
      case "autoDamage":
        return `autodamage=${onOff(config2.autoDamage)}`;
      case "eot":
        return `eot=${onOff(config2.eot)}`;
      case "ping":
        return `ping=${onOff(config2.ping)}`;
      case "counterText":
        return `countertext=${onOff(config2.counterText)}`;
      case "indicator":
        return `indicator=${config2.indicator}`;
      case "turnTimer":
        return `timer=${config2.turnTimer > 0 ? config2.turnTimer : "off"}`;
      case "alias":
        return `alias=${config2.alias || "none"}`;
      case "rules":
        return `rules=${config2.rules}`;
      case "trackerEdits":
        return `trackeredits=${config2.trackerEdits}`;
      default:
        return null;
    }
  }

  // src/roll20/managed-tags.ts
  var TAG_KINDS = Object.keys({ flex: 0, guard: 0, hold: 0, dash: 0, move: 0 });
  var conditionTagCache = /* @__PURE__ */ new WeakMap();
  function conditionTagsOf(config2) {
    let tags = conditionTagCache.get(config2);
    if (!tags) conditionTagCache.set(config2, tags = Object.values(config2.conditionMarkers).filter((t) => t !== ""));
    return tags;
  }
  var lastManaged = null;
  function managedTags(tags) {
    const last = lastManaged;
    if (last && last.tags.length === tags.length && last.tags.every((t, i) => t === tags[i])) return last.set;
    lastManaged = { tags, set: new Set(tags) };
    return lastManaged.set;
  }
  function sameTags(a, b) {
    if (a === b) return true;
    for (let i = 0; i < TAG_KINDS.length; i += 1) {
      const k = TAG_KINDS[i];
      if (a[k] !== b[k]) return false;
    }
    return true;
  }
  function sameEffects(a, b) {
    return a === b || a.length === 0 && b.length === 0;
  }
  var NO_EFFECTS = [];
  function effectsOfFight(fight) {
    return fight ? effectsOf(present(fight)) : NO_EFFECTS;
  }
  var lastManagedFrom = null;
  function managedOf(before, after, beforeTags, afterTags) {
    var _a, _b, _c;
    const ready = ((_a = before.fight) == null ? void 0 : _a.rules) === "rounds" || ((_b = after.fight) == null ? void 0 : _b.rules) === "rounds";
    const beforeEffects = effectsOfFight(before.fight);
    const afterEffects = effectsOfFight(after.fight);
    const leftover = before.cleanup;
    const last = lastManagedFrom;
    if (last && last.before === before.config && last.after === after.config && sameTags(last.beforeTags, beforeTags) && sameTags(last.afterTags, afterTags) && last.ready === ready && sameEffects(last.beforeEffects, beforeEffects) && sameEffects(last.afterEffects, afterEffects) && last.leftover === leftover) {
      return last.set;
    }
    const effectTags = [...beforeEffects, ...afterEffects].flatMap((e) => e.marker ? [e.marker] : []);
    const conditionTags = [...conditionTagsOf(before.config), ...conditionTagsOf(after.config)];
    const set2 = managedTags([...Object.values(beforeTags), ...Object.values(afterTags), ...ready ? ["sentry-gun"] : [], ...effectTags, ...conditionTags, ...(_c = leftover == null ? void 0 : leftover.tags) != null ? _c : []]);
    lastManagedFrom = { before: before.config, after: after.config, beforeTags, afterTags, ready, beforeEffects, afterEffects, leftover, set: set2 };
    return set2;
  }
  var lastTags = null;
  function tagsOf(config2, custom) {
    const last = lastTags;
    if (last !== null && last.config === config2 && last.custom === custom) return last.tags;
    const tags = markerTags(config2, custom);
    lastTags = { config: config2, custom, tags };
    return tags;
  }

  // src/roll20/wanted-markers.ts
  function tagOf(kind, t) {
    switch (kind) {
      case "flex":
      case "reacted":
        return t.flex;
      case "guard":
      case "defense":
        return t.guard;
      case "holding":
        return t.hold;
      case "dashing":
        return t.dash;
      case "ready":
        return "sentry-gun";
      case "casting":
        return null;
    }
  }
  var MOST_LAYERS = 16;
  function lookUp(layer, id) {
    for (let l = layer; l; l = l.under) {
      const hit = l.own.get(id);
      if (hit !== void 0) return hit;
    }
    return void 0;
  }
  function readerOf(layer) {
    return (id) => lookUp(layer, id);
  }
  function putInto(w, id) {
    this.set(id, w);
  }
  function merged(layer) {
    const chain = [];
    for (let l = layer; l; l = l.under) chain.push(l);
    const all = /* @__PURE__ */ new Map();
    for (let i = chain.length - 1; i >= 0; i -= 1) chain[i].own.forEach(putInto, all);
    return { own: all, under: null, depth: 0 };
  }
  var STATUS_KINDS = /* @__PURE__ */ new Set(["guard", "defense", "holding", "dashing"]);
  var wantedCache = new Recent(4);
  var NOTHING_CHANGED = /* @__PURE__ */ new Set();
  var lastSerial = 0;
  function serialOf(state2) {
    var _a, _b;
    return (_b = (_a = wantedCache.get(state2)) == null ? void 0 : _a.serial) != null ? _b : 0;
  }
  var NONE5 = { markers: null, line: "" };
  function put(wanted2, tag2, b) {
    const map = wanted2 != null ? wanted2 : /* @__PURE__ */ new Map();
    if (!map.has(tag2)) map.set(tag2, b);
    return map;
  }
  function markersOf(c, m) {
    let wanted2 = null;
    const marks = m.rs.marks(m.state, c.id);
    for (let i = 0; i < marks.length; i += 1) {
      const mark2 = marks[i];
      if (!m.config.statusMarkers && STATUS_KINDS.has(mark2.kind)) continue;
      const tag2 = tagOf(mark2.kind, m.t);
      const shown = mark2.badge === null || mark2.kind === "flex" && !m.config.flexCountdown ? null : badge(mark2.badge);
      if (tag2 !== null && tag2 !== "") wanted2 = put(wanted2, tag2, shown);
    }
    const conditions = c.conditions;
    if (conditions) {
      for (let i = 0; i < conditions.length; i += 1) {
        const tag2 = m.config.conditionMarkers[conditions[i]];
        if (tag2) wanted2 = put(wanted2, tag2, null);
      }
    }
    const borne = m.borne.size === 0 ? void 0 : m.borne.get(c.id);
    if (borne !== void 0) for (let i = 0; i < borne.length; i += 1) wanted2 = put(wanted2, borne[i], null);
    if (m.config.movementBadges) {
      const a = m.rs.allowance(m.state, c.id, m.options);
      if (a) (wanted2 != null ? wanted2 : wanted2 = /* @__PURE__ */ new Map()).set(m.t.move, a.kind === "held" ? 0 : a.hexes > MOST_BADGE ? null : badge(a.hexes));
    }
    if (wanted2 === null) return NONE5;
    let line = "";
    for (const tag2 of wanted2.keys()) {
      const b = wanted2.get(tag2);
      line += b === null ? tag2 + "," : tag2 + "@" + b + ",";
    }
    return { markers: wanted2, line };
  }
  var NOTHING_BORNE = /* @__PURE__ */ new Map();
  function borneBy(state2) {
    var _a;
    const effects = effectsOf(state2);
    if (effects.length === 0) return NOTHING_BORNE;
    const borne = /* @__PURE__ */ new Map();
    for (const e of effects) if (e.marker !== null) borne.set(e.bearer, [...(_a = borne.get(e.bearer)) != null ? _a : [], e.marker]);
    return borne;
  }
  function look(c, inputs, base, own2, changed) {
    var _a;
    const w = markersOf(c, inputs);
    if (base !== null && ((_a = lookUp(base, c.id)) == null ? void 0 : _a.line) !== w.line) changed.add(c.id);
    own2.set(c.id, w);
  }
  function fits(entry, rules, t, config2) {
    return entry.rules === rules && entry.config === config2 && (entry.tags === t || sameTags(entry.tags, t));
  }
  function wantedMarkersOf(stored, t, since) {
    var _a, _b;
    const fight = stored.fight;
    if (!fight) return { get: () => void 0, from: 0, changed: NOTHING_CHANGED };
    const state2 = present(fight);
    const cached = wantedCache.get(state2);
    if (cached && fits(cached, fight.rules, t, stored.config)) return cached.wanted;
    const rs = rulesOf(fight.rules);
    const inputs = { rs, state: state2, options: ruleOptions(stored.config), config: stored.config, t, borne: borneBy(state2) };
    const baseHit = since && since !== state2 ? wantedCache.get(since) : void 0;
    const base = baseHit && fits(baseHit, fight.rules, t, stored.config) ? { state: since, layer: baseHit.layer, serial: baseHit.serial } : null;
    const list = state2.combatants;
    const was = base && base.state.combatants.length === list.length ? base.state.combatants : null;
    const moved = base && was ? (_b = (_a = rs.marksMoved) == null ? void 0 : _a.call(rs, base.state, state2, stored.config.movementBadges)) != null ? _b : null : null;
    let own2 = /* @__PURE__ */ new Map();
    let changed = /* @__PURE__ */ new Set();
    const baseLayer = base ? base.layer : null;
    let layer = null;
    if (base && was && moved) {
      let named = moved;
      const effectsBefore = effectsOf(base.state);
      const effectsNow = effectsOf(state2);
      if (effectsBefore !== effectsNow && (effectsBefore.length > 0 || effectsNow.length > 0)) {
        const withBearers = new Set(moved);
        for (const e of [...effectsBefore, ...effectsNow]) withBearers.add(e.bearer);
        named = withBearers;
      }
      let sameRoster = true;
      const anyNamed = named.size > 0;
      for (let i = 0; i < list.length; i += 1) {
        const c = list[i];
        const p = was[i];
        if (c === p ? anyNamed && named.has(c.id) : c.id === p.id) look(c, inputs, baseLayer, own2, changed);
        else if (c !== p) {
          sameRoster = false;
          break;
        }
      }
      if (sameRoster) {
        layer = { own: own2, under: base.layer, depth: base.layer.depth + 1 };
        if (layer.depth > MOST_LAYERS) layer = merged(layer);
      } else {
        own2 = /* @__PURE__ */ new Map();
        changed = /* @__PURE__ */ new Set();
      }
    }
    if (layer === null) {
      for (let i = 0; i < list.length; i += 1) look(list[i], inputs, baseLayer, own2, changed);
      if (base) {
        for (const c of base.state.combatants) if (!own2.has(c.id)) changed.add(c.id);
      }
      layer = { own: own2, under: null, depth: 0 };
    }
    const wanted2 = { get: readerOf(layer), from: base ? base.serial : 0, changed: base ? changed : NOTHING_CHANGED };
    wantedCache.set(state2, { rules: fight.rules, tags: t, config: stored.config, wanted: wanted2, layer, serial: lastSerial += 1 });
    return wanted2;
  }

  // src/roll20/error-text.ts
  function errorText(error, withStack = false) {
    var _a;
    try {
      const said = error instanceof Error ? (_a = withStack ? error.stack : void 0) != null ? _a : error.message : error;
      return typeof said === "string" ? said : String(said);
    } catch {
      try {
        return Object.prototype.toString.call(error);
      } catch {
        return "a value that cannot be shown";
      }
    }
  }

  // src/roll20/guarded-writes.ts
  function refusedWrite(failed, ports, label2, error) {
    failed.push(label2);
    ports.log(`Roll20 refused a write (${label2}): ${errorText(error)}`);
  }
  function campaignWrite(failed, ports, campaign, key2, value, label2) {
    try {
      campaign.set(key2, value);
    } catch (error) {
      refusedWrite(failed, ports, label2, error);
    }
  }
  function markersWrite(failed, ports, token, value) {
    try {
      token.set("statusmarkers", value);
      return true;
    } catch (error) {
      let label2 = "a write";
      try {
        label2 = `the markers of ${nameOnMap(token)}`;
      } catch {
      }
      refusedWrite(failed, ports, label2, error);
      return false;
    }
  }
  function effectWrite(failed, ports, e) {
    try {
      writeEffect(e);
    } catch (error) {
      let label2 = "a write";
      try {
        label2 = effectLabel(e);
      } catch {
      }
      refusedWrite(failed, ports, label2, error);
    }
  }
  function sendEach(failed, ports, list, label2) {
    for (let i = 0; i < list.length; i += 1) {
      try {
        ports.send(list[i]);
      } catch (error) {
        refusedWrite(failed, ports, label2, error);
      }
    }
  }
  function writeEffect(e) {
    if (e.kind === "attribute") writeAttribute(e.characterId, e.name, e.current);
    else if (e.kind === "bar") writeBar(e.tokenId, e.bar, e.value);
    else if (e.kind === "macro") {
      const existing2 = findObjs({ _type: "macro", name: e.name }).filter((m) => m.get("_playerid") === e.playerId);
      if (existing2[0]) existing2[0].set({ action: e.action });
      else createObj("macro", { _playerid: e.playerId, name: e.name, action: e.action, visibleto: "" });
    } else if (e.kind === "ability-gone") {
      for (const a of findObjs({ _type: "ability", _characterid: e.characterId, name: e.name })) if (a.get("action") === e.action) a.remove();
    } else {
      const existing2 = findObjs({ _type: "ability", _characterid: e.characterId, name: e.name });
      if (existing2[0]) existing2[0].set({ action: e.action, istokenaction: true });
      else createObj("ability", { _characterid: e.characterId, name: e.name, action: e.action, istokenaction: true });
    }
  }

  // src/roll20/commit.ts
  var NO_MARKERS = /* @__PURE__ */ new Map();
  function combatantIds(fight) {
    const out = /* @__PURE__ */ new Set();
    if (fight) for (const c of present(fight).combatants) out.add(c.id);
    return out;
  }
  function commit(before, outcome, ports, seen2) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j;
    let after = (_a = outcome.stored) != null ? _a : before;
    const campaign = seen2 !== void 0 ? seen2.campaign : Campaign();
    const currentRaw = seen2 !== void 0 ? seen2.turnorder : campaign.get("turnorder");
    let trackerWrite = null;
    const leftover = before.cleanup;
    const shown = typeof currentRaw === "string" || !before.fight ? currentRaw : before.fight.lastTurnOrder;
    const known = before.fight ? othersOf(present(before.fight), shown) : null;
    let existing2 = known != null ? known : parseTurnOrder(shown);
    if (before.fight && !known) existing2 = withoutOurs(existing2, present(before.fight));
    if (leftover) existing2 = withoutLeftover(existing2, leftover, after.fight);
    const drop = outcome.drop;
    if (drop && drop.length) existing2 = withoutDropped(existing2, drop);
    if (after.fight) {
      const json = projectText(rulesOf(after.fight.rules), present(after.fight), after.fight.pageId, existing2);
      noteProjection(present(after.fight), json, withoutOurs(existing2, present(after.fight)));
      if (json !== currentRaw && outcome.keepTracker !== true) trackerWrite = json;
      if (json !== after.fight.lastTurnOrder) after = storedWithFight(after, fightWithTurnOrder(after.fight, json));
    } else if (before.fight || leftover) {
      const json = existing2.length ? JSON.stringify(existing2) : "";
      if (json !== currentRaw && !(json === "" && (currentRaw === "" || currentRaw === "[]" || currentRaw === void 0))) trackerWrite = json;
    }
    const custom = customMarkers();
    const beforeTags = tagsOf(before.config, custom);
    const afterTags = after.config === before.config ? beforeTags : tagsOf(after.config, custom);
    const managed = managedOf(before, after, beforeTags, afterTags);
    let ids;
    const whole = outcome.resync === true || !before.fight || !after.fight || // a start over a running fight is a fight of its own: every token is looked at, as at a fresh start
    before.fight.serial !== after.fight.serial || before.fight.rules !== after.fight.rules || before.config !== after.config || !sameTags(beforeTags, afterTags);
    let wantedAfter;
    if (whole) {
      wantedAfter = wantedMarkersOf(after, afterTags);
      const all = /* @__PURE__ */ new Set();
      for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) all.add(c.id);
      ids = all;
    } else if (present(before.fight) !== present(after.fight)) {
      const beforeState = present(before.fight);
      const was = wantedMarkersOf(before, beforeTags);
      wantedAfter = wantedMarkersOf(after, afterTags, beforeState);
      if (wantedAfter.from !== 0 && wantedAfter.from === serialOf(beforeState)) ids = wantedAfter.changed;
      else {
        const all = /* @__PURE__ */ new Set();
        for (const c of present(after.fight).combatants) if (((_b = was.get(c.id)) == null ? void 0 : _b.line) !== ((_c = wantedAfter.get(c.id)) == null ? void 0 : _c.line)) all.add(c.id);
        for (const c of beforeState.combatants) if (wantedAfter.get(c.id) === void 0) all.add(c.id);
        ids = all;
      }
    } else {
      wantedAfter = wantedMarkersOf(after, afterTags);
      ids = NOTHING_CHANGED;
    }
    const leftoverIds = leftover !== null ? leftover.ids : NO_IDS2;
    if (leftoverIds.length > 0) {
      const all = new Set(ids);
      for (const id of leftoverIds) all.add(id);
      ids = all;
    }
    const markerWrites = [];
    let takenOff = null;
    const startsNew = after.fight !== null && (before.fight === null || before.fight.serial !== after.fight.serial);
    const oldWanted = startsNew && before.fight ? wantedMarkersOf(before, beforeTags) : null;
    let wasIn = null;
    let joined2 = null;
    let unread = null;
    let inFight = null;
    for (const id of ids) {
      const token = getObj("graphic", id);
      if (!token) {
        inFight != null ? inFight : inFight = new Set(after.fight ? present(after.fight).combatants.map((c) => c.id) : []);
        if (inFight.has(id)) (unread != null ? unread : unread = /* @__PURE__ */ new Set()).add(id);
        continue;
      }
      const current = token.get("statusmarkers");
      if (typeof current !== "string") (unread != null ? unread : unread = /* @__PURE__ */ new Set()).add(id);
      const next2 = applyMarkers(current, managed, (_e = (_d = wantedAfter.get(id)) == null ? void 0 : _d.markers) != null ? _e : NO_MARKERS);
      if (next2 !== (current != null ? current : "")) {
        markerWrites.push({ token, value: next2 });
        if (after.fight && typeof current === "string" && !leftoverIds.includes(id) && (startsNew || !(wasIn != null ? wasIn : wasIn = combatantIds(before.fight)).has(id))) {
          const old = (_f = oldWanted == null ? void 0 : oldWanted.get(id)) == null ? void 0 : _f.markers;
          const gone = tagsGone(current, next2).filter((t) => {
            var _a2;
            return !((_a2 = old == null ? void 0 : old.has(t)) != null ? _a2 : false);
          });
          if (gone.length) (takenOff != null ? takenOff : takenOff = []).push({ id, name: (_h = (_g = present(after.fight).combatants.find((c) => c.id === id)) == null ? void 0 : _g.name) != null ? _h : "A token", tags: gone });
          if (!startsNew) (joined2 != null ? joined2 : joined2 = /* @__PURE__ */ new Map()).set(id, gone.length ? markersGone(current, gone) : gone);
        }
      }
    }
    const carried = leftover !== null && leftover.giveBack !== void 0 ? leftover.giveBack : null;
    let giving = null;
    if (after.fight && !startsNew && (joined2 !== null || carried !== null || after.fight.takenAtJoin !== void 0 && (outcome.travel === void 0 || outcome.takenOut !== void 0))) {
      giving = /* @__PURE__ */ new Map();
      after = takenAtJoinKept(before, after, outcome, joined2, carried, giving);
    }
    if (carried !== null) {
      const now = combatantIds(startsNew ? null : after.fight);
      for (const id of Object.keys(carried)) if (!now.has(id)) (giving != null ? giving : giving = /* @__PURE__ */ new Map()).set(id, carried[id]);
    }
    if (giving !== null && giving.size > 0) giveBack(giving, markerWrites);
    const failed = [];
    let stored = before;
    if (after !== before) {
      stored = after;
      ports.save(after);
    }
    let unwritten = null;
    if (!after.fight && (before.fight || leftover) && typeof currentRaw !== "string") {
      unwritten = /* @__PURE__ */ new Set();
      if (before.fight) for (const c of present(before.fight).combatants) unwritten.add(c.id);
      for (const id of (_i = leftover == null ? void 0 : leftover.ids) != null ? _i : []) unwritten.add(id);
    }
    let trackerRefused = false;
    if (trackerWrite !== null) {
      try {
        campaign.set("turnorder", trackerWrite);
      } catch (error) {
        refusedWrite(failed, ports, "the turn tracker", error);
        trackerRefused = true;
      }
    }
    if (trackerRefused) {
      if (stored.fight) {
        stored = { ...stored, fight: { ...stored.fight, lastTurnOrder: typeof currentRaw === "string" ? currentRaw : "" } };
        ports.save(stored);
      } else {
        unwritten != null ? unwritten : unwritten = /* @__PURE__ */ new Set();
        for (const f of [before.fight]) if (f) for (const c of present(f).combatants) unwritten.add(c.id);
        for (const id of (_j = leftover == null ? void 0 : leftover.ids) != null ? _j : []) unwritten.add(id);
      }
    }
    if (outcome.openTracker && campaign.get("initiativepage") !== outcome.openTracker) campaignWrite(failed, ports, campaign, "initiativepage", outcome.openTracker, "opening the turn tracker");
    if (before.fight && !after.fight && trackerWrite === "") campaignWrite(failed, ports, campaign, "initiativepage", false, "closing the turn tracker");
    for (let i = 0; i < markerWrites.length; i += 1) {
      const w = markerWrites[i];
      if (!markersWrite(failed, ports, w.token, w.value)) (unwritten != null ? unwritten : unwritten = /* @__PURE__ */ new Set()).add(w.token.id);
    }
    if (unread !== null) for (const id of unread) (unwritten != null ? unwritten : unwritten = /* @__PURE__ */ new Set()).add(id);
    let pending = null;
    if (giving !== null && unwritten !== null) {
      for (const [id, tags] of giving) if (unwritten.has(id)) (pending != null ? pending : pending = {})[id] = tags;
    }
    const cleanup = unwritten !== null && unwritten.size ? { ids: [...unwritten].sort(), tags: [...managed].sort(), ...pending !== null ? { giveBack: pending } : {} } : null;
    if (!(cleanup === null && stored.cleanup === null) && JSON.stringify(cleanup) !== JSON.stringify(stored.cleanup)) {
      stored = { ...stored, cleanup };
      ports.save(stored);
    }
    let conditions = NO_WRITES2;
    try {
      conditions = conditionWrites(before, after);
    } catch (error) {
      refusedWrite(failed, ports, "the sheets’ conditions", error);
    }
    const effects = outcome.effects;
    if (effects !== void 0) for (let i = 0; i < effects.length; i += 1) effectWrite(failed, ports, effects[i]);
    for (let i = 0; i < conditions.length; i += 1) effectWrite(failed, ports, conditions[i]);
    sendEach(failed, ports, outcome.messages, "a chat message");
    const named = takenOff === null ? [] : takenOff.filter((t) => {
      var _a2;
      return !((_a2 = unwritten == null ? void 0 : unwritten.has(t.id)) != null ? _a2 : false);
    });
    if (named.length && after.fight) {
      const effects2 = effectsOf(present(after.fight)).flatMap((e) => e.marker ? [{ name: e.name, marker: e.marker }] : []);
      const html = markersAtStartNotice(titleOf({ stored: after }), after.config, afterTags, named, after.fight.serial, startsNew ? "start" : "join", effects2);
      sendEach(failed, ports, [{ to: "gm", html, noarchive: true }], "the GM notice");
    }
    if (outcome.menus) sendEach(failed, ports, outcome.menus, "an action menu");
    if (after.fight !== before.fight) ports.changed(stored, outcome);
    if (failed.length) {
      const what = [...new Set(failed)].join(", ");
      try {
        ports.send({ to: "gm", html: notice("Rondel: Roll20 refused a write", [`Not written: ${what}. The fight itself is saved; the next command writes the tracker and markers again.`], COLOURS.bad), noarchive: true });
      } catch (error) {
        refusedWrite(failed, ports, "the GM notice", error);
      }
    }
    return stored;
  }
  var NO_IDS2 = [];
  var NO_WRITES2 = [];
  function withoutLeftover(existing2, leftover, fight) {
    const keep = new Set(fight ? present(fight).combatants.map((c) => c.id) : []);
    return existing2.filter((e) => !isCountEntry(e) && !(e.id !== "-1" && leftover.ids.includes(e.id) && !keep.has(e.id)));
  }
  function withoutDropped(existing2, drop) {
    return existing2.filter((e) => !drop.some((d) => sameEntryAs(d, e)));
  }

  // src/roll20/store/step-diff.ts
  function sameValue(a, b) {
    if (a === b) return true;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (let i = 0; i < ka.length; i += 1) {
      const k = ka[i];
      if (k !== kb[i] || !sameValue(a[k], b[k])) return false;
    }
    return true;
  }
  function sameList(a, b) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
    return true;
  }
  function diffStep(newer, older) {
    const diff = {};
    const olderList = older.combatants;
    const newerList = newer.combatants;
    if (newerList.length === olderList.length) {
      let changed2 = null;
      let partial2 = null;
      let sideBySide = true;
      for (let i = 0; i < olderList.length; i += 1) {
        const c = olderList[i];
        const n = newerList[i];
        if (n === c) continue;
        if (n.id !== c.id) {
          sideBySide = false;
          break;
        }
        const fields = fieldsChanged(n, c);
        if (fields) {
          if (fields !== UNCHANGED) (partial2 != null ? partial2 : partial2 = []).push(fields);
        } else if (!sameValue(n, c)) (changed2 != null ? changed2 : changed2 = []).push(c);
      }
      if (sideBySide) {
        if (changed2 !== null) diff.c = changed2;
        if (partial2 !== null) diff.p = partial2;
        fieldsDiff(diff, newer, older);
        return diff;
      }
    }
    const byId2 = new Map(newer.combatants.map((c) => [c.id, c]));
    const olderIds = /* @__PURE__ */ new Set();
    const changed = [];
    const partial = [];
    const at = [];
    older.combatants.forEach((c, index) => {
      olderIds.add(c.id);
      const n = byId2.get(c.id);
      if (n === void 0) at.push(index);
      if (n === void 0) changed.push(c);
      else if (n !== c) {
        const fields = fieldsChanged(n, c);
        if (fields) {
          if (fields !== UNCHANGED) partial.push(fields);
        } else if (!sameValue(n, c)) changed.push(c);
      }
    });
    const gone = newer.combatants.filter((c) => !olderIds.has(c.id)).map((c) => c.id);
    if (changed.length) diff.c = changed;
    if (partial.length) diff.p = partial;
    if (gone.length) diff.g = gone;
    if (at.length) diff.i = at;
    const olderOrder = older.combatants.map((c) => c.id);
    if (!sameList(rebuildOrder(newer.combatants.map((c) => c.id), gone, olderOrder.filter((id) => !byId2.has(id)), at), olderOrder)) diff.ids = olderOrder;
    fieldsDiff(diff, newer, older);
    return diff;
  }
  function fieldsDiff(diff, newer, older) {
    const newerRecord = newer;
    const olderRecord = older;
    const olderKeys = Object.keys(olderRecord);
    if (sameList(olderKeys, Object.keys(newerRecord))) {
      let changed = null;
      for (let i = 0; i < olderKeys.length; i += 1) {
        const key2 = olderKeys[i];
        if (key2 !== "combatants" && !sameValue(newerRecord[key2], olderRecord[key2])) (changed != null ? changed : changed = {})[key2] = olderRecord[key2];
      }
      if (changed) diff.f = changed;
      return;
    }
    const fields = {};
    for (const [key2, value] of Object.entries(olderRecord)) {
      if (key2 !== "combatants" && !(key2 in newerRecord && sameValue(newerRecord[key2], value))) fields[key2] = value;
    }
    if (Object.keys(fields).length) diff.f = fields;
    const missing = Object.keys(newerRecord).filter((key2) => !(key2 in olderRecord));
    if (missing.length) diff.x = missing;
    if (!sameList(rebuildKeys(Object.keys(newerRecord), missing, Object.keys(fields)), Object.keys(olderRecord))) diff.k = Object.keys(olderRecord);
  }
  var UNCHANGED = Object.freeze({});
  function fieldsChanged(newer, older) {
    const keys = Object.keys(older);
    if (!sameList(keys, Object.keys(newer)) || keys[0] !== "id") return null;
    let out = null;
    for (let i = 1; i < keys.length; i += 1) {
      const k = keys[i];
      const was = older[k];
      if (newer[k] !== was && !sameValue(newer[k], was)) (out != null ? out : out = { id: older.id })[k] = was;
    }
    return out != null ? out : UNCHANGED;
  }
  function rebuildOrder(newer, gone, lost, at) {
    const drop = new Set(gone);
    const out = newer.filter((id) => !drop.has(id));
    lost.forEach((id, j) => out.splice(at[j], 0, id));
    return out;
  }
  function rebuildKeys(newer, missing, fields) {
    const out = newer.filter((k) => !missing.includes(k));
    for (const k of fields) if (!out.includes(k)) out.push(k);
    return out;
  }
  var broughtBy = /* @__PURE__ */ new WeakMap();
  function applyDiff(newer, diff) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    if (!isObject4(diff)) return null;
    const c = (_a = diff.c) != null ? _a : [];
    const p = (_b = diff.p) != null ? _b : [];
    const g = (_c = diff.g) != null ? _c : [];
    const at = (_d = diff.i) != null ? _d : [];
    const f = (_e = diff.f) != null ? _e : {};
    const x = (_f = diff.x) != null ? _f : [];
    const withId = (v) => isObject4(v) && typeof v.id === "string";
    if (!Array.isArray(c) || !c.every(withId) || !Array.isArray(p) || !p.every(withId) || !isStrings(g) || !Array.isArray(at) || !isObject4(f) || !isStrings(x)) return null;
    if (diff.ids !== void 0 && !isStrings(diff.ids)) return null;
    if (diff.k !== void 0 && !isStrings(diff.k)) return null;
    const sameOrder2 = diff.ids === void 0 && g.length === 0 && at.length === 0;
    const named = sameOrder2 ? new Set([...c, ...p].map((v) => v.id)) : null;
    const byId2 = /* @__PURE__ */ new Map();
    for (const v of newer.combatants) if (!named || named.has(v.id)) byId2.set(v.id, v);
    const lost = c.filter((v) => !byId2.has(v.id)).map((v) => v.id);
    for (const v of c) byId2.set(v.id, v);
    const own2 = [...c];
    for (const part of p) {
      const n = byId2.get(part.id);
      if (n === void 0) return null;
      const restored = {};
      for (const k of Object.keys(n)) restored[k] = k in part ? part[k] : n[k];
      for (const k of Object.keys(part)) if (!(k in n)) return null;
      byId2.set(part.id, restored);
      own2.push(restored);
    }
    if (lost.length !== at.length || !at.every((n) => Number.isInteger(n) && n >= 0)) return null;
    let combatants;
    if (named) combatants = newer.combatants.map((v) => named.has(v.id) ? byId2.get(v.id) : v);
    else {
      const order = (_g = diff.ids) != null ? _g : rebuildOrder(newer.combatants.map((v) => v.id), g, lost, at);
      combatants = [];
      const placed = /* @__PURE__ */ new Set();
      for (const id of order) {
        const v = byId2.get(id);
        if (v === void 0 || placed.has(id)) return null;
        placed.add(id);
        combatants.push(v);
      }
    }
    const newerRecord = newer;
    const keys = (_h = diff.k) != null ? _h : rebuildKeys(Object.keys(newerRecord), x, Object.keys(f));
    if (!keys.includes("combatants")) return null;
    const state2 = {};
    for (const key2 of keys) {
      if (key2 === "combatants") state2[key2] = combatants;
      else if (key2 in f) state2[key2] = f[key2];
      else if (key2 in newerRecord && !x.includes(key2)) state2[key2] = newerRecord[key2];
      else return null;
    }
    broughtBy.set(state2, own2);
    return state2;
  }

  // src/roll20/store/timeline-codec.ts
  function encodeSteps(present2, side, known) {
    const out = new Array(side.length);
    let newer = present2;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const older = side[i];
      const hit = known == null ? void 0 : known.get(older);
      out[i] = hit !== void 0 && hit.newer === newer ? hit.diff : diffStep(newer, older);
      newer = older;
    }
    return out;
  }
  function decodeSteps(present2, side) {
    const out = new Array(side.length);
    let newer = present2;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const state2 = applyDiff(newer, side[i]);
      if (!state2) return null;
      out[i] = state2;
      newer = state2;
    }
    return out;
  }
  var lastEncoded = null;
  function knownDiffs(last) {
    const known = /* @__PURE__ */ new Map();
    if (!last) return known;
    for (const [side, diffs] of [
      [last.t.past, last.stored.past],
      [last.t.future, last.stored.future]
    ]) {
      let newer = last.t.present;
      for (let i = side.length - 1; i >= 0; i -= 1) {
        const older = side[i];
        known.set(older, { newer, diff: diffs[i] });
        newer = older;
      }
    }
    return known;
  }
  function pastFollows(last, t) {
    const n = t.past.length;
    const shift = last.past.length + 1 - n;
    if (n === 0 || shift < 0 || t.past[n - 1] !== last.present) return -1;
    for (let j = 0; j < n - 1; j += 1) if (t.past[j] !== last.past[j + shift]) return -1;
    return shift;
  }
  function encodeTimeline(t, fresh = false) {
    if (fresh) return { present: t.present, past: encodeSteps(t.present, t.past, null), future: encodeSteps(t.present, t.future, null) };
    const last = lastEncoded;
    if (last && last.t === t) return last.stored;
    const shift = last ? pastFollows(last.t, t) : -1;
    if (last && shift >= 0 && t.future.length === 0) {
      const past2 = last.stored.past.slice(shift);
      past2.push(diffStep(t.present, last.t.present));
      const stored2 = { present: t.present, past: past2, future: [] };
      lastEncoded = { t, stored: stored2 };
      return stored2;
    }
    const known = knownDiffs(last);
    const past = last && shift >= 0 ? [...last.stored.past.slice(shift), diffStep(t.present, last.t.present)] : encodeSteps(t.present, t.past, known);
    const stored = { present: t.present, past, future: t.future.length === 0 ? [] : encodeSteps(t.present, t.future, known) };
    lastEncoded = { t, stored };
    return stored;
  }
  var decodedOf = /* @__PURE__ */ new WeakMap();
  function decodeTimeline(t) {
    var _a;
    if (decodedOf.has(t)) return (_a = decodedOf.get(t)) != null ? _a : null;
    if (!Array.isArray(t.past) || !Array.isArray(t.future)) return null;
    const past = decodeSteps(t.present, t.past);
    const future = past ? decodeSteps(t.present, t.future) : null;
    const decoded = past && future ? { present: t.present, past, future } : null;
    if (isObject4(t)) decodedOf.set(t, decoded);
    if (decoded) lastEncoded = { t: decoded, stored: t };
    return decoded;
  }

  // src/roll20/store/persist.ts
  function persist(stored) {
    if (!stored.fight) return stored;
    const fight = fightStored(stored.fight, encodeTimeline(stored.fight.timeline), packTurnOrder(stored.fight));
    return storedWithFight(stored, fight);
  }

  // src/roll20/store/timeline-v2.ts
  function same(a, b, deep) {
    return a === b || deep && b !== void 0 && JSON.stringify(a) === JSON.stringify(b);
  }
  function diffState(newer, older, deep = false) {
    const byId2 = new Map(newer.combatants.map((c) => [c.id, c]));
    const patch = {};
    for (const [key2, value] of Object.entries(older)) {
      patch[key2] = key2 === "combatants" ? older.combatants.map((c) => same(c, byId2.get(c.id), deep) ? c.id : c) : value;
    }
    return patch;
  }
  function applyPatch(newer, patch) {
    if (!isObject4(patch) || !Array.isArray(patch.combatants)) return null;
    const byId2 = new Map(newer.combatants.map((c) => [c.id, c]));
    const combatants = [];
    for (const ref of patch.combatants) {
      const c = typeof ref === "string" ? byId2.get(ref) : ref;
      if (c === void 0) return null;
      combatants.push(c);
    }
    const state2 = {};
    for (const [key2, value] of Object.entries(patch)) state2[key2] = key2 === "combatants" ? combatants : value;
    return state2;
  }
  function encodeSide(present2, side, deep) {
    const out = new Array(side.length);
    let newer = present2;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const older = side[i];
      out[i] = diffState(newer, older, deep);
      newer = older;
    }
    return out;
  }
  function decodeSide(present2, side) {
    const out = new Array(side.length);
    let newer = present2;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const state2 = applyPatch(newer, side[i]);
      if (!state2) return null;
      out[i] = state2;
      newer = state2;
    }
    return out;
  }
  function encodeTimelineV2(t, deep = false) {
    return { present: t.present, past: encodeSide(t.present, t.past, deep), future: encodeSide(t.present, t.future, deep) };
  }
  function decodeTimelineV2(t) {
    const past = decodeSide(t.present, t.past);
    const future = decodeSide(t.present, t.future);
    return past && future ? { present: t.present, past, future } : null;
  }

  // src/roll20/store/migrations.ts
  var MIGRATIONS = [
    // 0 → 1: defaults for everything
    (old) => ({ ...persist(freshStore()), ...old, schemaVersion: 1 }),
    // 1 → 2: the undo history is stored as patches instead of whole states
    (old) => {
      const fight = old.fight;
      if (!isObject4(fight) || !isObject4(fight.timeline)) return { ...old, schemaVersion: 2 };
      const t = fight.timeline;
      if (!Array.isArray(t.past) || !Array.isArray(t.future)) return { ...old, schemaVersion: 2 };
      return { ...old, schemaVersion: 2, fight: { ...fight, timeline: encodeTimelineV2(t, true) } };
    },
    // 2 → 3: the fight names its rule set; every fight before rule sets was the rondel's
    (old) => {
      const fight = old.fight;
      return { ...old, schemaVersion: 3, fight: isObject4(fight) ? { rules: "rondel", ...fight } : fight };
    },
    // 3 → 4: each undo step names only what changed (the combatants that differ, the fields that differ)
    (old) => {
      const fight = old.fight;
      const t = isObject4(fight) ? fight.timeline : void 0;
      if (!isObject4(fight) || !isObject4(t) || !Array.isArray(t.past) || !Array.isArray(t.future) || !isObject4(t.present) || !Array.isArray(t.present.combatants)) {
        return { ...old, schemaVersion: 4 };
      }
      const steps = decodeTimelineV2(t);
      return { ...old, schemaVersion: 4, fight: { ...fight, timeline: steps ? encodeTimeline(steps, true) : fight.timeline } };
    }
  ];

  // src/rules/rounds/award.ts
  function weaponKey(name) {
    return (name != null ? name : "").trim().toLowerCase();
  }
  function earnAward(state2, holder, weapon) {
    if (!state2.combatants.some((c) => c.id === holder)) return null;
    return { holder, weapon: weaponKey(weapon), round: state2.round };
  }
  function awardVerdict(award, state2, weapon) {
    var _a;
    const self = state2.combatants.find((c) => c.id === award.holder);
    if (!self) return { use: false, because: "not-in-fight" };
    if (state2.round !== award.round + 1) return { use: false, because: "not-next-round" };
    if (weaponKey(weapon) !== award.weapon) return { use: false, because: "other-weapon" };
    if (((_a = state2.turn) == null ? void 0 : _a.id) === award.holder) {
      const action = state2.turn.action;
      return action === null || action === "combat" ? { use: true } : { use: false, because: "other-action" };
    }
    return self.doneRound < state2.round ? { use: true } : { use: false, because: "other-action" };
  }

  // src/app/damage.ts
  var EMPTY_LEDGER = { next: 1, pending: [], applied: [] };
  function sealOutsideUndo(stored) {
    const ledger = stored.rolls;
    const last = ledger == null ? void 0 : ledger.applied[ledger.applied.length - 1];
    if (!ledger || !last || last.sealed === true) return stored;
    return { ...stored, rolls: { ...ledger, applied: ledger.applied.map((a) => a.sealed === true ? a : { ...a, sealed: true }) } };
  }
  var PENDING_LIMIT = 30;
  var APPLIED_LIMIT = 30;
  function ledgerOf(stored) {
    var _a;
    return (_a = stored.rolls) != null ? _a : EMPTY_LEDGER;
  }
  function validDamage(list) {
    if (list === void 0) return true;
    if (!Array.isArray(list)) return false;
    const num = (v) => typeof v === "number" && Number.isFinite(v);
    const obj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    return list.every((d) => {
      if (!obj(d) || typeof d.roll !== "string" || typeof d.target !== "string" || !num(d.amount)) return false;
      const a = d.attribute;
      const b = d.bar;
      const attributeOk = a === null || obj(a) && typeof a.characterId === "string" && num(a.before) && num(a.after);
      const barOk = b === null || obj(b) && (b.bar === "bar1" || b.bar === "bar2" || b.bar === "bar3") && num(b.before) && num(b.after);
      return attributeOk && barOk;
    });
  }
  function damageOf(state2) {
    const list = state2.damage;
    return Array.isArray(list) ? list : [];
  }
  function withDamage(state2, damage) {
    return { ...state2, damage };
  }
  function addPending(ledger, target, amount) {
    const id = String(ledger.next);
    const pending = [...ledger.pending, { id, target, amount, applied: false }];
    return { id, ledger: { ...ledger, next: ledger.next + 1, pending: withinLimit(pending) } };
  }
  function withinLimit(pending) {
    let over = pending.length - PENDING_LIMIT;
    if (over <= 0) return pending;
    const kept = [];
    for (const p of pending) {
      if (over > 0 && p.applied) over -= 1;
      else kept.push(p);
    }
    return over > 0 ? kept.slice(over) : kept;
  }
  function markApplied(ledger, ids, applied) {
    if (ids.length === 0) return ledger;
    return { ...ledger, pending: ledger.pending.map((p) => ids.includes(p.id) ? { ...p, applied } : p) };
  }
  function planDamage(roll, target, amount, body) {
    var _a, _b;
    if (body.linkedBar !== null && body.characterId !== null) {
      const before = (_a = body.attribute) != null ? _a : body.bar;
      if (before === null) return "its body_points hold no number";
      return { roll, target, amount, attribute: { characterId: body.characterId, before, after: before - amount }, bar: { bar: body.linkedBar, before: (_b = body.bar) != null ? _b : before, after: before - amount } };
    }
    if (body.bar === null) return "its bar1 holds no number (link bar1 to body_points, or type its body points into bar1)";
    return { roll, target, amount, attribute: null, bar: { bar: "bar1", before: body.bar, after: body.bar - amount } };
  }
  function bodyWrites(d, direction) {
    const pick2 = (v) => direction === "apply" ? v.after : v.before;
    const out = [];
    if (d.attribute) out.push({ kind: "attribute", characterId: d.attribute.characterId, name: "body_points", current: pick2(d.attribute) });
    if (d.bar) out.push({ kind: "bar", tokenId: d.target, bar: d.bar.bar, value: pick2(d.bar) });
    return out;
  }
  function bodyMover(read2) {
    const attributes = /* @__PURE__ */ new Map();
    const bars = /* @__PURE__ */ new Map();
    const readings = /* @__PURE__ */ new Map();
    const reading = (target) => {
      var _a;
      if (!readings.has(target)) readings.set(target, read2(target));
      return (_a = readings.get(target)) != null ? _a : null;
    };
    const moved = (v, now, direction) => {
      const exact = direction === "apply" ? v.after : v.before;
      if (typeof now !== "number" || !Number.isFinite(now)) return { from: direction === "apply" ? v.before : v.after, to: exact };
      return { from: now, to: direction === "apply" ? now - (v.before - v.after) : now + (v.before - v.after) };
    };
    return (d, direction) => {
      var _a, _b, _c;
      const effects = [];
      let attributeMove = null;
      let barMove = null;
      if (d.attribute) {
        const key2 = d.attribute.characterId;
        const r = attributes.has(key2) ? void 0 : reading(d.target);
        const now = attributes.has(key2) ? attributes.get(key2) : r && r.characterId === key2 ? r.attribute : null;
        attributeMove = moved(d.attribute, now, direction);
        attributes.set(key2, attributeMove.to);
        effects.push({ kind: "attribute", characterId: key2, name: "body_points", current: attributeMove.to });
      }
      if (d.bar) {
        const key2 = `${d.target} ${d.bar.bar}`;
        const r = bars.has(key2) ? void 0 : reading(d.target);
        if (r && r.linkedBar === d.bar.bar && r.characterId !== ((_b = (_a = d.attribute) == null ? void 0 : _a.characterId) != null ? _b : null)) return { effects, move: attributeMove };
        const now = bars.has(key2) ? bars.get(key2) : r && ((_c = r.linkedBar) != null ? _c : "bar1") === d.bar.bar ? r.bar : null;
        barMove = moved(d.bar, now, direction);
        bars.set(key2, barMove.to);
        effects.push({ kind: "bar", tokenId: d.target, bar: d.bar.bar, value: barMove.to });
      }
      return { effects, move: attributeMove != null ? attributeMove : barMove };
    };
  }
  function damageDifference(from, to) {
    const old = damageOf(from);
    const now = damageOf(to);
    if (now === old || now.length === 0) return [];
    return now.filter((d) => !old.some((o) => sameApplication(o, d)));
  }
  function sameApplication(a, b) {
    return a === b || JSON.stringify(a) === JSON.stringify(b);
  }
  function damageAlong(chain) {
    const out = [];
    for (let i = 1; i < chain.length; i += 1) out.push(...damageDifference(chain[i - 1], chain[i]));
    return out;
  }

  // src/app/award.ts
  var AWARD_LIMIT = 30;
  function awardsOf(ledger) {
    var _a;
    return (_a = ledger.awards) != null ? _a : [];
  }
  function roundsState(stored) {
    const fight = stored.fight;
    return fight && fight.rules === "rounds" ? present(fight) : null;
  }
  function decideAward(stored, holder, weapon, hand) {
    const ledger = ledgerOf(stored);
    const waiting = awardsOf(ledger).find((a) => a.holder === holder);
    const rolls = waiting ? { ...ledger, awards: awardsOf(ledger).filter((a) => a !== waiting) } : ledger;
    if (hand === true) return { die: true, note: { kind: "used", by: "hand" }, rolls };
    if (!waiting) return { die: false, note: null, rolls };
    if (hand === false) return { die: false, note: { kind: "forfeit", because: "declined" }, rolls };
    const state2 = roundsState(stored);
    const verdict = state2 ? awardVerdict(waiting, state2, weapon) : { use: false, because: "not-in-fight" };
    return verdict.use ? { die: true, note: { kind: "used", by: "earned" }, rolls } : { die: false, note: { kind: "forfeit", because: verdict.because }, rolls };
  }
  function earnedAward(stored, ledger, holder, weapon) {
    const state2 = roundsState(stored);
    const award = state2 ? earnAward(state2, holder, weapon) : null;
    if (!award) return { rolls: ledger, earned: false };
    const kept = [...awardsOf(ledger).filter((a) => a.holder !== holder), award];
    return { rolls: { ...ledger, awards: kept.slice(Math.max(0, kept.length - AWARD_LIMIT)) }, earned: true };
  }
  function withoutAwards(stored) {
    const ledger = stored.rolls;
    if (!ledger || awardsOf(ledger).length === 0) return stored;
    return { ...stored, rolls: { ...ledger, awards: [] } };
  }
  function validAwards(v) {
    if (v === void 0) return true;
    return Array.isArray(v) && v.every((a) => typeof a === "object" && a !== null && typeof a.holder === "string" && typeof a.weapon === "string" && Number.isInteger(a.round));
  }

  // src/roll20/store/validate.ts
  function validLedger(v) {
    const num = (x) => typeof x === "number" && Number.isFinite(x);
    return isObject4(v) && num(v.next) && Array.isArray(v.pending) && Array.isArray(v.applied) && v.pending.every((p) => isObject4(p) && typeof p.id === "string" && typeof p.target === "string" && num(p.amount) && typeof p.applied === "boolean") && v.applied.every((a) => isObject4(a) && typeof a.roll === "string" && typeof a.target === "string" && num(a.amount)) && validAwards(v.awards);
  }
  function withNamed(step, own2) {
    const named = /* @__PURE__ */ new Set();
    for (const [key2, v] of Object.entries(step)) {
      if (key2 === "combatants") continue;
      if (isObject4(v) && typeof v.id === "string") named.add(v.id);
      else if (Array.isArray(v)) {
        for (const x of v) if (isObject4(x) && typeof x.casterId === "string") named.add(x.casterId);
      }
    }
    for (const c of own2) named.delete(c.id);
    if (named.size === 0) return own2;
    return [...own2, ...step.combatants.filter((c) => named.has(c.id))];
  }
  function validateStored(value) {
    if (!isObject4(value)) return ["the stored data is not an object"];
    const problems = [];
    if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
    problems.push(...validateConfig(value.config));
    if (typeof value.helpVersion !== "string") problems.push("helpVersion is not text");
    if (typeof value.optionsSaved !== "number" || !Number.isFinite(value.optionsSaved)) problems.push("optionsSaved is not a number");
    const cleanup = value.cleanup;
    const strings = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
    if (cleanup !== null && !(isObject4(cleanup) && strings(cleanup.ids) && strings(cleanup.tags))) problems.push("cleanup is malformed");
    else if (isObject4(cleanup) && cleanup.giveBack !== void 0 && !(isObject4(cleanup.giveBack) && Object.values(cleanup.giveBack).every(strings))) problems.push("cleanup.giveBack is not lists of tags by token");
    if (value.rolls !== void 0 && !validLedger(value.rolls)) problems.push("rolls is malformed");
    const serial = (v) => typeof v === "number" && Number.isSafeInteger(v) && v > 0;
    if (value.fights !== void 0 && !serial(value.fights)) problems.push("fights is not a fight serial");
    const fight = value.fight;
    if (fight !== null) {
      if (!isObject4(fight)) problems.push("fight is not an object");
      else {
        if (typeof fight.pageId !== "string") problems.push("fight.pageId is not text");
        if (fight.serial !== void 0 && !serial(fight.serial)) problems.push("fight.serial is not a fight serial");
        if (fight.endAsked !== void 0 && fight.endAsked !== true) problems.push("fight.endAsked is not true");
        if (fight.startAsked !== void 0 && fight.startAsked !== true) problems.push("fight.startAsked is not true");
        if (fight.adoptAsked !== void 0 && !strings(fight.adoptAsked)) problems.push("fight.adoptAsked is not a list of text");
        const taken = fight.takenAtJoin;
        if (taken !== void 0 && !(isObject4(taken) && Object.values(taken).every(strings))) problems.push("fight.takenAtJoin is not lists of tags by token");
        const turnOrder = fight.lastTurnOrder;
        if (typeof turnOrder !== "string" && !(isObject4(turnOrder) && Array.isArray(turnOrder.others))) problems.push("fight.lastTurnOrder is not text");
        const rs = ruleSetOf(fight.rules);
        if (!rs) problems.push(`fight.rules ${JSON.stringify(fight.rules)} is not a rule set`);
        const t = fight.timeline;
        if (!rs) {
        } else if (!isObject4(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push("fight.timeline is malformed");
        else {
          const validateCombatState2 = (v) => rs.validate(v);
          const presentProblems = validateCombatState2(t.present);
          problems.push(...presentProblems.map((p) => `fight: ${p}`));
          if (presentProblems.length === 0 && !validDamage(t.present.damage)) problems.push("fight: damage is malformed");
          const decoded = presentProblems.length === 0 ? decodeTimeline(t) : null;
          if (presentProblems.length === 0 && !decoded) problems.push("fight.timeline holds a step that does not fit");
          if (decoded) {
            [...decoded.past, ...decoded.future].forEach((step, i) => {
              if (!validDamage(step.damage)) {
                problems.push(`fight.timeline holds a malformed step (${i})`);
                return;
              }
              const own2 = broughtBy.get(step);
              const quick = own2 ? validateCombatState2({ ...step, combatants: withNamed(step, own2) }) : null;
              if (quick !== null && quick.length === 0) return;
              if (validateCombatState2(step).length > 0) problems.push(`fight.timeline holds a malformed step (${i})`);
            });
          }
        }
      }
    }
    return problems;
  }

  // src/roll20/store/load.ts
  function load(raw2) {
    try {
      return loadUnguarded(raw2);
    } catch (error) {
      return { ok: false, problem: `The stored data could not be read (${errorText(error)}).` };
    }
  }
  function loadUnguarded(raw2) {
    if (raw2 === void 0 || raw2 === null) return { ok: true, stored: freshStore(), migrated: true };
    if (!isObject4(raw2)) return { ok: false, problem: "The stored data is not an object." };
    const version2 = raw2.schemaVersion === void 0 ? 0 : raw2.schemaVersion;
    if (typeof version2 !== "number" || !Number.isInteger(version2) || version2 < 0) {
      return { ok: false, problem: `The stored schema version ${JSON.stringify(version2)} is not a version.` };
    }
    if (version2 > SCHEMA_VERSION) {
      return { ok: false, problem: `The stored data is from a newer version of this script (schema ${version2}; this script knows up to ${SCHEMA_VERSION}). Install the newer script, or repair to start clean.` };
    }
    let data = JSON.parse(JSON.stringify(raw2));
    for (let v = version2; v < SCHEMA_VERSION; v += 1) data = MIGRATIONS[v](data);
    if (isObject4(data.config)) {
      const markers = isObject4(data.config.conditionMarkers) ? data.config.conditionMarkers : {};
      data = { ...data, config: { ...DEFAULT_CONFIG, ...data.config, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, ...markers } } };
    }
    if (data.optionsSaved === void 0) data = { ...data, optionsSaved: 0 };
    if (data.cleanup === void 0) data = { ...data, cleanup: null };
    const problems = validateStored(data);
    if (problems.length > 0) return { ok: false, problem: `The stored data is damaged: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? "; …" : ""}.` };
    const fight = data.fight;
    const lastTurnOrder = fight ? unpackTurnOrder(fight.lastTurnOrder, fight.rules, fight.timeline.present, fight.pageId) : "";
    if (lastTurnOrder === null) return { ok: false, problem: "The stored data is damaged: fight.lastTurnOrder is malformed." };
    const stored = { ...data, fight: fight ? { ...fight, timeline: decodeTimeline(fight.timeline), lastTurnOrder } : null };
    return { ok: true, stored, migrated: version2 !== SCHEMA_VERSION };
  }

  // src/roll20/store.ts
  var STATE_KEY = "EnchantedRealmsCombat";
  function save(stored) {
    state[STATE_KEY] = persist(stored);
  }

  // src/roll20/marks.ts
  var COLOUR = "#f2b705";
  var AURA_SHARE = 0.4;
  var KEYS = {
    aura: ["aura2_radius", "aura2_color", "aura2_square", "showplayers_aura2"],
    tint: ["tint_color"]
  };
  function markKind(config2) {
    return config2.indicator === "aura" || config2.indicator === "tint" ? config2.indicator : null;
  }
  function sameValue2(a, b) {
    return String(a != null ? a : "").toLowerCase() === String(b != null ? b : "").toLowerCase();
  }
  function tokenOf(id) {
    return id === "" ? void 0 : getObj("graphic", id);
  }
  function auraRadius(pageId) {
    var _a;
    const scale = Number((_a = getObj("page", pageId)) == null ? void 0 : _a.get("scale_number"));
    return Math.round((Number.isFinite(scale) && scale > 0 ? scale : 5) * AURA_SHARE * 100) / 100;
  }
  function wanted(kind, layer, pageId) {
    if (kind === "tint") return { tint_color: COLOUR };
    return { aura2_radius: auraRadius(pageId), aura2_color: COLOUR, aura2_square: false, showplayers_aura2: layer !== "gmlayer" };
  }
  function write(token, props) {
    const diff = {};
    for (const [k, v] of Object.entries(props)) if (!sameValue2(token.get(k), v)) diff[k] = v;
    if (Object.keys(diff).length > 0) token.set(diff);
  }
  function stillOurs(token, marked) {
    const first = KEYS[marked.kind][0];
    return sameValue2(token.get(first), marked.set[first]);
  }
  function unmark(marked, io) {
    try {
      const token = tokenOf(marked.id);
      if (!token || !stillOurs(token, marked)) return;
      const back = {};
      for (const k of KEYS[marked.kind]) if (k in marked.was) back[k] = marked.was[k];
      write(token, back);
    } catch (error) {
      io.log(`could not put back the ${marked.kind} of ${marked.id}: ${errorText(error)}`);
    }
  }
  function mark(id, kind, layer, pageId, io) {
    const token = tokenOf(id);
    if (!token) return null;
    const set2 = wanted(kind, layer, pageId);
    const was = {};
    for (const k of KEYS[kind]) {
      const v = token.get(k);
      was[k] = typeof v === "number" || typeof v === "boolean" ? v : String(v != null ? v : "");
    }
    try {
      write(token, set2);
    } catch (error) {
      io.log(`could not mark ${id} with the ${kind}: ${errorText(error)}`);
      return null;
    }
    return { id, kind, was, set: set2 };
  }
  function keepMark(marked, kind, dueId, layer, pageId, io) {
    let kept = marked;
    if (kept && (kept.id !== dueId || kept.kind !== kind)) {
      unmark(kept, io);
      kept = null;
    }
    if (kind === null || dueId === "") return null;
    return kept != null ? kept : mark(dueId, kind, layer, pageId, io);
  }
  function followMark(marked, tokenId) {
    if (marked.kind !== "aura" || marked.id !== tokenId) return;
    const token = tokenOf(tokenId);
    if (!token || !stillOurs(token, marked)) return;
    write(token, { showplayers_aura2: !isHiddenLayer(token.get("layer")) });
  }

  // src/roll20/indicator.ts
  var RING = 100;
  var RING_PATH = JSON.stringify([
    ["M", 0, 50],
    ["Q", 0, 0, 50, 0],
    ["Q", 100, 0, 100, 50],
    ["Q", 100, 100, 50, 100],
    ["Q", 0, 100, 0, 50]
  ]);
  var MARGIN = 1.35;
  var RING_COLOUR = "#f2b705";
  var INDICATOR_NAME = "Rondel turn";
  function dueIdOf(stored) {
    var _a, _b;
    const fight = stored.fight;
    if (!fight) return null;
    return (_b = (_a = rulesOf(fight.rules).current(present(fight))) == null ? void 0 : _a.id) != null ? _b : "";
  }
  function clockLabel(fight) {
    const rs = rulesOf(fight.rules);
    const label2 = clockFormat(rs.id).at(rs.clock(present(fight)));
    return label2.charAt(0).toUpperCase() + label2.slice(1);
  }
  function plainValues(v) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
    for (const k in v) {
      const x = v[k];
      if (typeof x !== "string" && typeof x !== "boolean" && !(typeof x === "number" && Number.isFinite(x))) return false;
    }
    return true;
  }
  function tableOf(stored) {
    const t = stored.table;
    const ind = t == null ? void 0 : t.indicator;
    const indicator = ind && typeof ind.id === "string" && (ind.type === "path" || ind.type === "graphic") ? { id: ind.id, type: ind.type } : null;
    const m = t == null ? void 0 : t.marked;
    const marked = m && typeof m.id === "string" && (m.kind === "aura" || m.kind === "tint") && plainValues(m.was) && plainValues(m.set) ? { id: m.id, kind: m.kind, was: m.was, set: m.set } : null;
    const counter = typeof (t == null ? void 0 : t.counter) === "string" ? t.counter : null;
    return marked ? { indicator, counter, marked } : { indicator, counter };
  }
  function sameTable(a, b) {
    var _a, _b, _c, _d, _e, _f;
    if (((_a = a.indicator) == null ? void 0 : _a.id) !== ((_b = b.indicator) == null ? void 0 : _b.id) || ((_c = a.indicator) == null ? void 0 : _c.type) !== ((_d = b.indicator) == null ? void 0 : _d.type) || a.counter !== b.counter) return false;
    const ma = (_e = a.marked) != null ? _e : null;
    const mb = (_f = b.marked) != null ? _f : null;
    return ma === mb || ma !== null && mb !== null && JSON.stringify(ma) === JSON.stringify(mb);
  }
  function empty(t) {
    var _a;
    return t.indicator === null && t.counter === null && ((_a = t.marked) != null ? _a : null) === null;
  }
  var MOST_PAGES = 1024;
  var pages = /* @__PURE__ */ new Map();
  function pageOf(obj) {
    const kept = pages.get(obj.id);
    if (kept !== void 0) return kept;
    const read2 = obj.get("_pageid");
    if (typeof read2 !== "string" || read2 === "") return String(read2);
    if (pages.size >= MOST_PAGES) pages.clear();
    pages.set(obj.id, read2);
    return read2;
  }
  function spotOf(tokenId, pageId) {
    const token = tokenId === "" ? void 0 : getObj("graphic", tokenId);
    if (!token || pageOf(token) !== pageId) return null;
    const size = Math.max(numberOf2(token, "width", 70), numberOf2(token, "height", 70)) * MARGIN;
    return { pageId, left: numberOf2(token, "left", 35), top: numberOf2(token, "top", 35), size, layer: isHiddenLayer(token.get("layer")) ? "gmlayer" : "map" };
  }
  function numberOf2(token, k, d) {
    const v = Number(token.get(k));
    return Number.isFinite(v) ? v : d;
  }
  var MOST_OWN = 64;
  var own = /* @__PURE__ */ new Set();
  function forgetTableObjects() {
    own.clear();
    pages.clear();
  }
  function ours(id) {
    if (own.size >= MOST_OWN) own.delete(own.values().next().value);
    own.add(id);
  }
  var CLOCK_TEXT = /^(Count \d+|Round \d+(, second \d+)?)$/;
  function isOwn(type, obj) {
    var _a;
    if (own.has(obj.id)) return true;
    const colour = (k) => {
      var _a2;
      return String((_a2 = obj.get(k)) != null ? _a2 : "").toLowerCase() === RING_COLOUR;
    };
    const mine = type === "graphic" ? obj.get("name") === INDICATOR_NAME : type === "path" ? obj.get("_path") === RING_PATH || colour("stroke") : CLOCK_TEXT.test(String((_a = obj.get("text")) != null ? _a : "")) || colour("color");
    if (mine) ours(obj.id);
    return mine;
  }
  function existing(ref) {
    if (!ref) return void 0;
    const obj = getObj(ref.type, ref.id);
    return obj && isOwn(ref.type, obj) ? obj : void 0;
  }
  function ownCounter(id) {
    if (!id) return void 0;
    const obj = getObj("text", id);
    return obj && isOwn("text", obj) ? obj : void 0;
  }
  function remove(obj, what, io) {
    if (!obj) return;
    try {
      obj.remove();
    } catch (error) {
      io.log(`could not remove the ${what} ${obj.id}: ${errorText(error)}`);
    }
  }
  function placement(type, spot, at) {
    if (!spot) return { layer: "gmlayer" };
    if (type === "path") return { left: spot.left, top: spot.top, scaleX: spot.size / RING, scaleY: spot.size / RING, layer: spot.layer };
    void at;
    return { left: spot.left, top: spot.top, width: spot.size, height: spot.size, layer: spot.layer };
  }
  function move(obj, wanted2) {
    let diff = null;
    for (const k in wanted2) {
      const v = wanted2[k];
      if (obj.get(k) !== v) (diff != null ? diff : diff = {})[k] = v;
    }
    if (diff === null) return false;
    obj.set(diff);
    return true;
  }
  function create(config2, pageId, spot, io) {
    if (config2.indicator === "graphic") {
      const g = createObj("graphic", { _pageid: pageId, imgsrc: config2.indicatorImage, name: INDICATOR_NAME, isdrawing: true, ...placement("graphic", spot, void 0), ...spot ? {} : { left: 35, top: 35, width: 70, height: 70 } });
      if (g) {
        ours(g.id);
        return { id: g.id, type: "graphic" };
      }
      io.tellGM("The turn indicator’s image could not be placed: Roll20 places only images from your own library. The ring marks the turn instead (--set indicatorimage=… to try another).");
    }
    const ring = createObj("path", {
      _pageid: pageId,
      _path: RING_PATH,
      width: RING,
      height: RING,
      fill: "transparent",
      stroke: RING_COLOUR,
      stroke_width: 6,
      controlledby: "",
      ...spot ? placement("path", spot, void 0) : { left: 35, top: 35, layer: "gmlayer" }
    });
    if (!ring) return null;
    ours(ring.id);
    return { id: ring.id, type: "path" };
  }
  function wantedType(config2) {
    if (config2.indicator === "off" || markKind(config2) !== null) return null;
    return config2.indicator === "graphic" && config2.indicatorImage !== "" ? "graphic" : "path";
  }
  function clearOldTable(old, io) {
    let t;
    try {
      t = tableOf({ table: old == null ? void 0 : old.table });
    } catch {
      return 0;
    }
    let taken = 0;
    const logs = { save: () => void 0, log: io.log, tellGM: () => void 0 };
    const obj = existing(t.indicator);
    if (obj) {
      remove(obj, "turn indicator", logs);
      taken += 1;
    }
    const counter = ownCounter(t.counter);
    if (counter) {
      remove(counter, "counter text", logs);
      taken += 1;
    }
    if (t.marked) {
      unmark(t.marked, logs);
      taken += 1;
    }
    return taken;
  }
  function followTurn(before, after, io) {
    var _a, _b, _c, _d, _e;
    const fight = after.fight;
    const table = tableOf(after);
    let next2 = table;
    if (!fight) {
      remove(existing(table.indicator), "turn indicator", io);
      remove(ownCounter(table.counter), "counter text", io);
      if (table.marked) unmark(table.marked, io);
      next2 = { indicator: null, counter: null };
    } else {
      const dueId = dueIdOf(after);
      const turnChanged = before.fight === null || dueIdOf(before) !== dueId || before.fight.pageId !== fight.pageId;
      const config2 = after.config;
      let read2;
      const type = wantedType(config2);
      const obj = existing(table.indicator);
      if (!obj && table.indicator) next2 = { ...next2, indicator: null };
      const stale = obj && (((_a = table.indicator) == null ? void 0 : _a.type) !== type || pageOf(obj) !== fight.pageId || type === "graphic" && obj.get("imgsrc") !== config2.indicatorImage);
      if (stale || obj && type === null) {
        remove(obj, "turn indicator", io);
        next2 = { ...next2, indicator: null };
      }
      if (type !== null) {
        const kept = stale ? void 0 : obj;
        if ((!kept || turnChanged) && read2 === void 0) read2 = spotOf(dueId, fight.pageId);
        if (!kept) next2 = { ...next2, indicator: create(config2, fight.pageId, read2 != null ? read2 : null, io) };
        else if (turnChanged) move(kept, placement(type, read2 != null ? read2 : null, kept));
      }
      const kind = markKind(config2);
      const moves = kind !== null && (((_b = table.marked) == null ? void 0 : _b.id) !== dueId || ((_c = table.marked) == null ? void 0 : _c.kind) !== kind);
      if (moves && read2 === void 0) read2 = spotOf(dueId, fight.pageId);
      const markSpot = moves ? read2 : void 0;
      const markId = kind === null ? "" : moves ? markSpot ? dueId : "" : dueId;
      const marked = keepMark((_d = table.marked) != null ? _d : null, kind, markId, (_e = markSpot == null ? void 0 : markSpot.layer) != null ? _e : "map", fight.pageId, io);
      if (marked) next2 = { ...next2, marked };
      else if (next2.marked !== void 0) next2 = { indicator: next2.indicator, counter: next2.counter };
      const counter = ownCounter(next2.counter);
      if (!config2.counterText) {
        remove(counter, "counter text", io);
        if (next2.counter !== null) next2 = { ...next2, counter: null };
      } else {
        const label2 = clockLabel(fight);
        const layer = config2.announce === "gm" ? "gmlayer" : "map";
        if (!counter || String(counter.get("_pageid")) !== fight.pageId) {
          if (counter) counter.remove();
          const made = createObj("text", { _pageid: fight.pageId, text: label2, left: 140, top: 35, font_size: 26, color: RING_COLOUR, layer });
          if (made) ours(made.id);
          next2 = { ...next2, counter: made ? made.id : null };
        } else move(counter, { text: label2, layer });
      }
      if (turnChanged && config2.ping && dueId !== "") {
        if (read2 === void 0) read2 = spotOf(dueId, fight.pageId);
        const spot = read2;
        if (spot) ping(dueId, spot);
      }
    }
    if (sameTable(next2, table) && (after.table !== void 0 || empty(next2))) return after;
    const stored = { ...after, table: empty(next2) ? null : next2 };
    io.save(stored);
    return stored;
  }
  function ping(tokenId, spot) {
    const token = getObj("graphic", tokenId);
    const gms = findObjs({ _type: "player" }).filter((p) => playerIsGM(p.id)).map((p) => p.id);
    const ids = token ? [...tokenInfo(token).controllers] : [];
    if (spot.layer === "gmlayer") return void sendPing(spot.left, spot.top, spot.pageId, null, false, gms);
    if (ids.includes("all")) return void sendPing(spot.left, spot.top, spot.pageId, null, false);
    sendPing(spot.left, spot.top, spot.pageId, null, false, [.../* @__PURE__ */ new Set([...ids, ...gms])]);
  }
  function followToken(stored, tokenId) {
    var _a;
    const fight = stored.fight;
    if (!fight) return;
    if (dueIdOf(stored) !== tokenId) return;
    const table = tableOf(stored);
    if (table.marked) followMark(table.marked, tokenId);
    const type = wantedType(stored.config);
    const obj = existing(table.indicator);
    if (!obj || type === null || ((_a = table.indicator) == null ? void 0 : _a.type) !== type) return;
    move(obj, placement(type, spotOf(tokenId, fight.pageId), obj));
  }
  function followDue(stored, was) {
    const due = dueIdOf(stored);
    if (due && was === due) followToken(stored, due);
  }
  function followingDue(current, command) {
    const dueBefore = dueIdOf(current());
    try {
      command();
    } catch (error) {
      try {
        followDue(current(), dueBefore);
      } catch {
      }
      throw error;
    }
    followDue(current(), dueBefore);
  }
  function isTableObject(stored, id) {
    var _a;
    const t = tableOf(stored);
    return ((_a = t.indicator) == null ? void 0 : _a.id) === id && existing(t.indicator) !== void 0 || t.counter === id && ownCounter(id) !== void 0;
  }

  // src/roll20/table.ts
  var HOOK_CHAIN_LIMIT = 10;
  var timers = () => globalThis;
  function turnOf(stored) {
    const fight = stored.fight;
    if (!fight) return null;
    const rs = rulesOf(fight.rules);
    const s = present(fight);
    const due = rs.current(s);
    if (!due) return null;
    const token = getObj("graphic", due.id);
    return { id: due.id, name: due.name, clock: rs.clock(s), at: clockFormat(rs.id).at(rs.clock(s)), title: ruleSetTitle(rs.id), round: rs.round(s), hidden: !token || isHiddenLayer(token.get("layer")) };
  }
  function turnKey2(stored) {
    const fight = stored.fight;
    if (!fight) return null;
    const rs = rulesOf(fight.rules);
    const due = rs.current(present(fight));
    return due ? `${due.id}@${rs.clock(present(fight))}` : null;
  }
  function noHooks(config2) {
    for (let i = 0; i < HOOK_KEYS.length; i += 1) if (hookOf(config2, HOOK_KEYS[i]) !== "") return false;
    return true;
  }
  function plainText(text2) {
    return text2.replace(/[[\]{}@|%*#?&<>\r\n]/g, " ").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim().replace(/^[!/\s]+/, "");
  }
  function toGM(line) {
    const whisper = /^\/w(?:hisper)?\s+("[^"]*"|\S+)\s*([\s\S]*)$/i.exec(line);
    if (!whisper) return `/w gm ${line}`;
    const to = whisper[1].replace(/^"|"$/g, "").trim().toLowerCase();
    return to === "gm" ? line : `/w gm ${whisper[2]}`;
  }
  function fillHook(line, turn, clock, round) {
    var _a, _b, _c;
    return line.replace(/\{token\}/gi, (_a = turn == null ? void 0 : turn.id) != null ? _a : "").replace(/\{name\}/gi, plainText((_b = turn == null ? void 0 : turn.name) != null ? _b : "")).replace(/\{count\}/gi, String((_c = turn == null ? void 0 : turn.clock) != null ? _c : clock)).replace(/\{round\}/gi, round === null ? "" : String(round));
  }
  function createTable(ports) {
    let chain = 0;
    let toldPaused = false;
    let replaying = false;
    let timer = null;
    let timed = null;
    const io = { save: ports.save, log: ports.log, tellGM: ports.tellGM };
    function failed(where, error) {
      ports.log(`${where} failed: ${errorText(error)}`);
    }
    function attempt(where, fn) {
      try {
        fn();
      } catch (error) {
        failed(where, error);
      }
    }
    function linesOf(hook) {
      var _a;
      if (!hook.startsWith("#")) return [hook];
      const name = hook.slice(1);
      const macro = findObjs({ _type: "macro", name }).find((m) => {
        var _a2;
        return playerIsGM(String((_a2 = m.get("_playerid")) != null ? _a2 : ""));
      });
      if (!macro) return null;
      return String((_a = macro.get("action")) != null ? _a : "").split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    }
    function runHook(key2, stored) {
      const hook = hookOf(stored.config, key2);
      if (hook === "") return;
      if (chain >= HOOK_CHAIN_LIMIT) {
        if (!toldPaused) ports.tellGM(`The hooks ran ${HOOK_CHAIN_LIMIT} times in a row with no one’s command between: they wait for the next command from a person (does a hook run !rondel next?).`);
        toldPaused = true;
        return;
      }
      chain += 1;
      const lines = linesOf(hook);
      if (!lines) return ports.tellGM(`The ${key2} hook names the macro ${hook}, which is not one of the GM’s macros.`);
      const fight = stored.fight;
      const rs = fight ? rulesOf(fight.rules) : null;
      const turn = turnOf(stored);
      const clock = fight && rs ? rs.clock(present(fight)) : 0;
      const round = fight && rs ? rs.round(present(fight)) : null;
      for (const line of lines) {
        const text2 = fillHook(line, turn, clock, round);
        const aboutTurn = key2 === "turn" || /\{(name|token)\}/i.test(line);
        if (text2.startsWith("!") || !(turn == null ? void 0 : turn.hidden) || !aboutTurn) {
          ports.speak(text2);
          continue;
        }
        ports.speak(toGM(text2));
        if (key2 !== "turn") ports.speak(fillHook(line, null, clock, round));
      }
    }
    function hooks(stored, outcome) {
      var _a;
      if (replaying || !stored.fight) return;
      if (noHooks(stored.config)) return;
      const events = (_a = outcome.events) != null ? _a : [];
      const turn = turnOf(stored);
      const fired = {
        round: events.some((e) => e.type === "round-started"),
        window: events.some((e) => e.type === "movement-window"),
        turn: turn !== null && events.some((e) => e.type === "turn-due" && e.id === turn.id)
      };
      for (const key2 of HOOK_KEYS) if (fired[key2]) attempt(`the ${key2} hook`, () => runHook(key2, stored));
    }
    function follow(stored) {
      const key2 = turnKey2(stored);
      if (key2 === timed) return;
      if (timer !== null) timers().clearTimeout(timer);
      timer = null;
      timed = key2;
      const seconds2 = stored.config.turnTimer;
      if (!(seconds2 > 0)) return;
      const turn = turnOf(stored);
      if (!turn) return;
      timer = timers().setTimeout(
        ports.guard("the turn timer", () => {
          timer = null;
          const now = turnOf(ports.current());
          if (!now || `${now.id}@${now.clock}` !== key2) return;
          const to = now.hidden || ports.current().config.announce === "gm" ? "gm" : "all";
          ports.send({ to, html: notice(`${now.title} ${now.at}`, [`${now.name}’s turn has waited ${seconds2} seconds.`]) });
        }),
        seconds2 * 1e3
      );
    }
    return {
      /** After a restart: the timers of the sandbox before it are gone, and the turn now is not timed again. */
      restarted(stored) {
        const turn = turnOf(stored);
        timed = turn ? `${turn.id}@${turn.clock}` : null;
      },
      /** A command of ours is about to run: a person's command lets the hooks run again; undo and redo run none. */
      beforeCommand(sender, history) {
        if (!sender.isApi) {
          chain = 0;
          toldPaused = false;
        }
        replaying = history;
      },
      afterCommit(before, after, outcome) {
        let stored = after;
        try {
          stored = followTurn(before, after, io);
        } catch (error) {
          failed("the turn indicator", error);
        }
        try {
          hooks(stored, outcome);
        } catch (error) {
          failed("the hooks", error);
        }
        try {
          follow(stored);
        } catch (error) {
          failed("the turn timer", error);
        }
        return stored;
      }
    };
  }

  // src/roll20/whisper.ts
  function firstWord(name) {
    var _a;
    return (_a = name.trim().split(/\s+/)[0]) != null ? _a : "";
  }
  function addressOf(playerId, players2) {
    let me;
    for (let i = 0; i < players2.length; i += 1) {
      if (players2[i].id === playerId) {
        me = players2[i];
        break;
      }
    }
    if (!me) return { kind: "gm", meantFor: "a player who has left the game" };
    const name = me.name.trim();
    if (me.isGM) return { kind: "gm", meantFor: null };
    const label2 = name === "" ? "a player without a name" : name;
    if (name === "" || anotherNamed(players2, playerId, name.toLowerCase(), false)) return { kind: "gm", meantFor: label2 };
    if (!name.includes('"')) return { kind: "player", target: `"${name}"` };
    const word = firstWord(name);
    if (word === "" || word.includes('"') || anotherNamed(players2, playerId, word.toLowerCase(), true)) return { kind: "gm", meantFor: label2 };
    return { kind: "player", target: word };
  }
  function anotherNamed(players2, playerId, lower, orFirstWord) {
    for (let i = 0; i < players2.length; i += 1) {
      const p = players2[i];
      if (p.id === playerId) continue;
      if (p.name.trim().toLowerCase() === lower) return true;
      if (orFirstWord && firstWord(p.name).toLowerCase() === lower) return true;
    }
    return false;
  }

  // src/roll20/chat.ts
  var SPEAKER = "Rondel";
  function players() {
    var _a;
    const all = findObjs({ _type: "player" });
    const out = new Array(all.length);
    for (let i = 0; i < all.length; i += 1) {
      const p = all[i];
      out[i] = new Player(p.id, String((_a = p.get("_displayname")) != null ? _a : ""));
    }
    return out;
  }
  var Player = class {
    constructor(id, name) {
      this.id = id;
      this.name = name;
    }
    get isGM() {
      var _a;
      (_a = this.gm) != null ? _a : this.gm = playerIsGM(this.id);
      return this.gm;
    }
  };
  function playerName(id) {
    var _a;
    const name = (_a = getObj("player", id)) == null ? void 0 : _a.get("_displayname");
    return typeof name === "string" && name !== "" ? name : "Someone";
  }
  function send(message) {
    let prefix = "/direct ";
    let html = message.html;
    if (message.to === "gm") prefix = "/w gm ";
    else if (message.to !== "all") {
      const address = addressOf(message.to.player, players());
      if (address.kind === "player") prefix = `/w ${address.target} `;
      else {
        prefix = "/w gm ";
        if (address.meantFor !== null) html = join2([meantFor(address.meantFor), html]);
      }
    }
    sendChat(SPEAKER, prefix + html, null, message.noarchive ? { noarchive: true } : void 0);
  }
  function senderOf(msg) {
    if (msg.playerid === "API") return { playerId: "API", name: "API", isGM: true, isApi: true };
    return { playerId: msg.playerid, name: playerName(msg.playerid), isGM: playerIsGM(msg.playerid), isApi: false };
  }
  function selection(stored, msg) {
    const list = Array.isArray(msg.selected) ? msg.selected : [];
    const out = [];
    for (const s of list) {
      if (!s || typeof s._id !== "string" || s._type !== "graphic") continue;
      const token = getObj("graphic", s._id);
      if (token && token.get("_subtype") !== "card" && !isTableObject(stored, token.id) && !out.some((t) => t.id === token.id)) out.push(tokenInfo(token));
    }
    return out;
  }

  // src/roll20/guard.ts
  var LOG_PREFIX = "EnchantedRealmsCombat:";
  function safeLog(line) {
    try {
      log(line);
    } catch {
    }
  }
  function reportBug(where, error) {
    safeLog(`${LOG_PREFIX} bug in ${where}: ${errorText(error, true)}`);
    try {
      sendChat(SPEAKER, `/w gm ${notice("Rondel: something went wrong", [`A bug stopped “${where}”; nothing was changed and the script keeps running. The Mod console has the details.`], COLOURS.bad)}`, null, { noarchive: true });
    } catch (inner) {
      safeLog(`${LOG_PREFIX} could not notify the GM: ${errorText(inner)}`);
    }
  }
  function guard(where, fn) {
    return (...args) => {
      try {
        fn(...args);
      } catch (error) {
        reportSafely(where, error);
      }
    };
  }
  function guardTwo(where, fn) {
    return (a, b) => {
      try {
        fn(a, b);
      } catch (error) {
        reportSafely(where, error);
      }
    };
  }
  function guardOne(where, fn) {
    return (a) => {
      try {
        fn(a);
      } catch (error) {
        reportSafely(where, error);
      }
    };
  }
  function reportSafely(where, error) {
    try {
      reportBug(where, error);
    } catch {
    }
  }

  // src/roll20/runtime.ts
  var liveDice = { roll: (sides) => randomInteger(sides) };
  function createRuntime() {
    const watchers = createObservers((who2, error) => safeLog(`${LOG_PREFIX} ${who2} failed: ${errorText(error)}`));
    let fightChanged = false;
    const rt = {
      stored: freshStore(),
      degraded: "the script has not finished starting (see the Mod console).",
      notified: 0,
      started: false,
      watchers,
      newTokens: /* @__PURE__ */ new Set(),
      table: createTable({
        save,
        log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
        tellGM: (line) => send({ to: "gm", html: notice(titleOf({ stored: rt.stored }), [line]), noarchive: true }),
        speak: (line) => sendChat(SPEAKER, line),
        send,
        guard,
        current: () => rt.stored
      }),
      context(world = roll20World()) {
        return { stored: rt.stored, ports: { world, dice: liveDice } };
      },
      notify() {
        rt.notified += 1;
        watchers.notify(rt.stored, rt.hiddenNow());
      },
      hiddenNow() {
        let world = null;
        return (id) => isHidden(world != null ? world : world = roll20World(), id);
      },
      commit(outcome, seen2) {
        if (!outcome) return;
        const before = rt.stored;
        fightChanged = false;
        rt.stored = commit(rt.stored, outcome, commitPorts, seen2);
        rt.stored = rt.table.afterCommit(before, rt.stored, outcome);
        const changed = fightChanged;
        fightChanged = false;
        if (changed) rt.notify();
        watchers.tell(before, rt.stored, outcome);
      },
      checkForeignWrites(world) {
        const fight = rt.stored.fight;
        if (!fight) return void 0;
        const campaign = Campaign();
        const raw2 = campaign.get("turnorder");
        if (raw2 === fight.lastTurnOrder) return { campaign, turnorder: raw2 };
        rt.commit(reconcile(rt.context(world), fight.lastTurnOrder, raw2, "foreign"));
        return void 0;
      },
      commitAfterLook(make) {
        const looked = rt.stored.fight;
        rt.checkForeignWrites();
        const offered = newOffers(looked, rt.stored.fight);
        rt.commit(keepOffers(make(), offered));
      }
    };
    const commitPorts = {
      save,
      send,
      log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
      // the observers are told once the commit is stored (commit above): one told from inside the write could act on
      // the fight before it is ours to read
      changed: () => {
        fightChanged = true;
      }
    };
    return rt;
  }

  // src/app/housekeeping.ts
  function idsInHistory(fight) {
    const ids = /* @__PURE__ */ new Set();
    const t = fight.timeline;
    for (const s of [t.present, ...t.past, ...t.future]) for (const c of s.combatants) ids.add(c.id);
    return ids;
  }
  function forget(outcome, ids, was) {
    var _a;
    const fight = (_a = outcome.stored) == null ? void 0 : _a.fight;
    if (!outcome.stored || !fight || ids.length === 0) return outcome;
    const rs = rulesOf(fight.rules);
    const strip = (s) => {
      let next2 = s;
      for (const id of ids) if (next2.combatants.some((c) => c.id === id)) next2 = rs.leave(next2, id).state;
      return next2;
    };
    const t = fight.timeline;
    const before = was == null ? void 0 : was.timeline;
    const base = before && before !== t && t.past[t.past.length - 1] === before.present ? { present: t.present, past: before.past, future: before.future } : t;
    return { ...outcome, stored: { ...outcome.stored, fight: { ...fight, timeline: mapTimeline(base, strip) } } };
  }
  var SWEEP = 8;
  var sweepAt = 0;
  function sweep(fight) {
    var _a;
    const state2 = present(fight);
    const all = state2.combatants;
    const due = (_a = rulesOf(fight.rules).current(state2)) == null ? void 0 : _a.id;
    if (all.length <= SWEEP + 1) return all.map((c) => c.id);
    const ids = due ? [due] : [];
    for (let i = 0; i < SWEEP; i += 1) {
      const id = all[(sweepAt + i) % all.length].id;
      if (id !== due) ids.push(id);
    }
    sweepAt = (sweepAt + SWEEP) % all.length;
    return ids;
  }
  function departGone(ctx, whole, say3) {
    var _a;
    const fight = ctx.stored.fight;
    if (!fight) return null;
    const world = ctx.ports.world;
    const ids = whole ? [...idsInHistory(fight)] : sweep(fight);
    const state2 = present(fight);
    let gone = null;
    let orphans = null;
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i];
      if (!world.exists(id)) (gone != null ? gone : gone = []).push(id);
      else if (((_a = world.orphaned) == null ? void 0 : _a.call(world, id)) === true) (orphans != null ? orphans : orphans = []).push(id);
    }
    if (gone === null && orphans === null) return null;
    const rs = rulesOf(fight.rules);
    const inFight = (id) => state2.combatants.some((c) => c.id === id);
    const deleted = (gone != null ? gone : []).filter(inFight);
    const orphaned = (orphans != null ? orphans : []).filter(inFight);
    const forgotten = [...gone != null ? gone : [], ...orphans != null ? orphans : []];
    if (deleted.length === 0 && orphaned.length === 0) return forget({ stored: ctx.stored, messages: [] }, forgotten);
    const leaving = [...deleted, ...orphaned];
    const step = sequence(state2, leaving.map((id) => (s) => rs.leave(s, id)));
    const nameOf = (id) => {
      var _a2, _b;
      return (_b = (_a2 = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a2.name) != null ? _b : id;
    };
    const lines = [...deleted.length ? [say3(deleted.map(nameOf))] : [], ...orphaned.length ? [orphanedWords(orphaned.map(nameOf))] : []];
    const extra = lines.length ? [{ to: "gm", html: notice(titleOf(ctx), lines), noarchive: true }] : [];
    return forget(stepOutcome(ctx, fight, step, extra), forgotten, fight);
  }
  function orphanedWords(names) {
    return `Their character was deleted, so they left the fight (the token${names.length === 1 ? " is" : "s are"} still on the map): ${names.join(", ")}. Link ${names.length === 1 ? "it" : "them"} to a sheet, or clear Represents, to add ${names.length === 1 ? "it" : "them"} again.`;
  }
  function tokenDeleted(ctx, id) {
    const fight = ctx.stored.fight;
    if (!fight || !idsInHistory(fight).has(id)) return null;
    const c = present(fight).combatants.find((x) => x.id === id);
    if (!c) return forget({ stored: ctx.stored, messages: [] }, [id]);
    const step = rulesOf(fight.rules).leave(present(fight), id);
    return forget(stepOutcome(ctx, fight, step, [{ to: "gm", html: notice(titleOf(ctx), [`A token in the fight was deleted: ${c.name} left the fight.`]), noarchive: true }]), [id], fight);
  }
  function characterDeleted(ctx, characterId) {
    const fight = ctx.stored.fight;
    if (!fight) return null;
    const world = ctx.ports.world;
    const all = [...idsInHistory(fight)].filter((id) => {
      var _a;
      return ((_a = world.token(id)) == null ? void 0 : _a.represents) === characterId;
    });
    if (all.length === 0) return null;
    const state2 = present(fight);
    const ids = all.filter((id) => state2.combatants.some((c) => c.id === id));
    if (ids.length === 0) return forget({ stored: ctx.stored, messages: [] }, all);
    const rs = rulesOf(fight.rules);
    const step = sequence(state2, ids.map((id) => (s) => rs.leave(s, id)));
    return forget(stepOutcome(ctx, fight, step, [{ to: "gm", html: notice(titleOf(ctx), ["A character in the fight was deleted: its tokens left the fight."]), noarchive: true }]), all, fight);
  }
  function tokensRenamed(ctx, nameOf) {
    const fight = ctx.stored.fight;
    if (!fight) return null;
    const renamed = [];
    for (const c of present(fight).combatants) {
      const name = nameOf(c.id);
      if (name !== void 0 && name !== c.name) renamed.push([c.id, name]);
    }
    if (renamed.length === 0) return null;
    const rs = rulesOf(fight.rules);
    const timeline2 = mapTimeline(fight.timeline, (s) => renamed.reduce((st, [id, name]) => rs.rename(st, id, name), s));
    return { stored: { ...ctx.stored, fight: { ...fight, timeline: timeline2 } }, messages: [] };
  }

  // src/app/options-card.ts
  function optionsChangedCard(was, now, changed) {
    const lines = [text("The one-click options were saved in the Mod settings, and these changed:")];
    for (const key2 of changed) {
      const before = chatAssignment(was, key2);
      const after = chatAssignment(now, key2);
      const shown = after === null ? `${key2}: ${JSON.stringify(now[key2])}` : after.replace("=", ": ");
      const old = before === null ? "" : before.slice(before.indexOf("=") + 1);
      lines.push(join2([strong(text(shown, 80)), ...before ? [raw(" "), muted(text(`(was ${old}) `, 60)), button(text(`put back ${old}`, 60), `!rondel config --set ${before}`)] : []]));
    }
    lines.push(muted(text("The dialog saves every option at once: a value set from chat since is overwritten when the dialog is saved for another one.", 300)));
    lines.push(join2([muted(text("What each option does: ")), button(text("all options"), "!rondel config")]));
    return noticeCard("Rondel: options", lines);
  }

  // src/app/user-options.ts
  function withUserOptions(stored, options, firstInstall) {
    const saved = optionsSavedAt(options);
    if (!firstInstall && saved <= stored.optionsSaved) return null;
    const config2 = configFromUserOptions(options, firstInstall ? DEFAULT_CONFIG : stored.config);
    const changed = Object.keys(config2).filter((k) => JSON.stringify(config2[k]) !== JSON.stringify(stored.config[k]));
    const was = stored.config;
    const card2 = !firstInstall && changed.length ? () => optionsChangedCard(was, config2, changed) : null;
    return { stored: { ...stored, config: config2, optionsSaved: saved }, card: card2 };
  }

  // src/roll20/repair.ts
  function pausedAnswer(problem, cmd, sender) {
    if (cmd && cmd.verb.name === "repair" && sender.isGM) {
      if (cmd.flags.confirm === true) return null;
      return { messages: [toSender(sender, noticeCard("Rondel: repair", [text("This keeps the unreadable data under a backup key in state and starts clean.", 300), join2([button(text("Repair"), "!rondel repair --confirm", COLOURS.bad)])]))] };
    }
    const lines = [text(`Enchanted Realms Combat is paused: ${problem}`, 400)];
    if (sender.isGM) lines.push(join2([button(text("Repair"), "!rondel repair", COLOURS.bad), muted(text(" keeps a backup of the data"))]));
    else lines.push(text("The GM can repair it."));
    return { messages: [toSender(sender, noticeCard("Rondel", lines, COLOURS.bad))] };
  }
  function backUp() {
    const bag = state;
    let key2 = `${STATE_KEY}_backup`;
    for (let i = 2; key2 in bag; i += 1) key2 = `${STATE_KEY}_backup${i}`;
    bag[key2] = bag[STATE_KEY];
    return key2;
  }
  function clearOldFight(old, log2 = () => void 0) {
    var _a, _b, _c;
    try {
      clearOldTable(old, { log: log2 });
    } catch (error) {
      log2(`could not take the old fight's turn indicator away: ${errorText(error)}`);
    }
    const ids = /* @__PURE__ */ new Set();
    try {
      const t = (_c = (_b = (_a = old == null ? void 0 : old.fight) == null ? void 0 : _a.timeline) == null ? void 0 : _b.present) == null ? void 0 : _c.combatants;
      if (Array.isArray(t)) {
        for (const c of t) if (c && typeof c.id === "string") ids.add(c.id);
      }
    } catch {
    }
    const entries = readTurnOrder(Campaign().get("turnorder"));
    let removed = 0;
    if (entries) {
      const kept = entries.filter((e) => !isCountEntry(e) && !(e.id !== "-1" && ids.has(e.id)));
      removed = entries.length - kept.length;
      if (removed) Campaign().set("turnorder", kept.length ? JSON.stringify(kept) : "");
    }
    const managed = oldTags(old);
    const sheets = /* @__PURE__ */ new Set();
    for (const id of ids) {
      try {
        const token = getObj("graphic", id);
        const current = token == null ? void 0 : token.get("statusmarkers");
        const next2 = applyMarkers(current, managed, /* @__PURE__ */ new Map());
        if (token && next2 !== (current != null ? current : "")) token.set("statusmarkers", next2);
        const charId = token == null ? void 0 : token.get("represents");
        if (typeof charId === "string" && charId !== "") sheets.add(charId);
      } catch (error) {
        log2(`could not take the old fight's markers off a token: ${errorText(error)}`);
      }
    }
    for (const charId of sheets) {
      try {
        const attribute = findObjs({ _type: "attribute", _characterid: charId }).find((a) => String(a.get("name")).toLowerCase() === "conditions");
        const current = attribute == null ? void 0 : attribute.get("current");
        if (attribute && current !== "" && current !== void 0 && current !== null) attribute.set("current", "");
      } catch (error) {
        log2(`could not clear a sheet's conditions text: ${errorText(error)}`);
      }
    }
    return removed ? `The old fight’s ${removed} tracker entr${removed === 1 ? "y was" : "ies were"} taken out of the turn tracker.` : null;
  }
  function oldTags(old) {
    var _a, _b, _c, _d;
    const config2 = old == null ? void 0 : old.config;
    const readable = validateConfig(config2).length === 0 ? config2 : DEFAULT_CONFIG;
    const tags = new Set(Object.values(markerTags(readable, customMarkers())));
    for (const t of Object.values(readable.conditionMarkers)) if (t !== "") tags.add(t);
    if (((_a = old == null ? void 0 : old.fight) == null ? void 0 : _a.rules) === "rounds") tags.add("sentry-gun");
    try {
      const effects = (_d = (_c = (_b = old == null ? void 0 : old.fight) == null ? void 0 : _b.timeline) == null ? void 0 : _c.present) == null ? void 0 : _d.effects;
      if (Array.isArray(effects)) {
        for (const e of effects) if (e && typeof e.marker === "string" && e.marker !== "") tags.add(e.marker);
      }
    } catch {
    }
    return tags;
  }
  function carriedFights(old) {
    const fights = old == null ? void 0 : old.fights;
    return typeof fights === "number" && Number.isSafeInteger(fights) && fights > 0 ? fights : null;
  }
  function carriedRolls(old) {
    var _a;
    const next2 = (_a = old == null ? void 0 : old.rolls) == null ? void 0 : _a.next;
    return typeof next2 === "number" && Number.isSafeInteger(next2) && next2 > 1 ? { next: next2 } : null;
  }
  function repairedNotice(sender, key2, cleaned) {
    return { messages: [toSender(sender, notice("Rondel: repaired", [`The old data is kept in state.${key2}. The script is running again.`, ...cleaned ? [cleaned] : []]))] };
  }

  // src/roll20/peers.ts
  function withMethod(value, method) {
    return value !== null && typeof value === "object" && typeof value[method] === "function" ? value : void 0;
  }
  function groupInitiative() {
    try {
      return withMethod(typeof GroupInitiative === "undefined" ? void 0 : GroupInitiative, "ObserveTurnOrderChange");
    } catch {
      return void 0;
    }
  }
  function tokenMod() {
    try {
      return withMethod(typeof TokenMod === "undefined" ? void 0 : TokenMod, "ObserveTokenChange");
    } catch {
      return void 0;
    }
  }
  function battleMasterInstalled() {
    const peers = globalThis;
    return Object.keys(peers).some((k) => /battle_?master/i.test(k)) || Object.keys(state).some((k) => /battle_?master/i.test(k));
  }

  // src/roll20/install.ts
  var HELP_HANDOUT = HELP_HANDOUT_NAME;
  function userOptions() {
    var _a, _b;
    if (typeof globalconfig === "undefined" || !globalconfig) return void 0;
    return (_b = (_a = globalconfig.enchantedrealmscombat) != null ? _a : globalconfig["enchanted realms combat"]) != null ? _b : globalconfig["Enchanted Realms Combat"];
  }
  function helpHandoutExists() {
    return findObjs({ _type: "handout", name: HELP_HANDOUT }).length > 0;
  }
  function writeHelpHandout() {
    const notes = String(helpHandout("rondel", VERBS, ruleSets()));
    const existing2 = findObjs({ _type: "handout", name: HELP_HANDOUT })[0];
    const handout = existing2 != null ? existing2 : createObj("handout", { name: HELP_HANDOUT, inplayerjournals: "all", archived: false });
    if (handout) handout.set("notes", notes);
  }

  // src/app/target.ts
  function pointedAt(ctx, cmd, state2) {
    const world = ctx.ports.world;
    const tokenFlag2 = cmd.parsed.flags.token;
    if (typeof tokenFlag2 === "string") return tokenNamed(ctx, cmd, state2, tokenFlag2);
    const selected = cmd.selected.map((t) => t.id);
    const charFlag2 = cmd.parsed.flags.char;
    if (typeof charFlag2 === "string") {
      if (!state2) return { ids: [], given: true, source: "char" };
      const ids = state2.combatants.filter((c) => {
        const token = world.token(c.id);
        return (token == null ? void 0 : token.represents) === charFlag2 && (cmd.sender.isGM || !isHiddenLayer(token.layer));
      }).map((c) => c.id);
      if (ids.length === 0) return { ids: [], given: true, source: "char", error: "That character has no token in the fight." };
      const narrowed = ids.filter((id) => selected.includes(id));
      return { ids: narrowed.length ? narrowed : ids, given: true, source: "char" };
    }
    return { ids: selected, given: selected.length > 0, source: selected.length > 0 ? "selection" : "none" };
  }
  function tokenNamed(ctx, cmd, state2, text2, other = false) {
    const token = ctx.ports.world.token(text2);
    const known = cmd.sender.isGM ? token !== void 0 || (state2 == null ? void 0 : state2.combatants.some((c) => c.id === text2)) === true : token !== void 0 && !isHiddenLayer(token.layer);
    if (known) return { ids: [text2], given: true, source: "token" };
    return byName(ctx, cmd, state2, text2, other);
  }
  var ASK_ID = "its id (@{target|token_id} asks you to click it)";
  function idShaped(text2) {
    return /^-[-\w]{19}$/.test(text2);
  }
  function byName(ctx, cmd, state2, name, other) {
    var _a, _b, _c;
    const world = ctx.ports.world;
    const pageId = (_b = (_a = ctx.stored.fight) == null ? void 0 : _a.pageId) != null ? _b : world.playerPage();
    const wanted2 = foldedName(name);
    const visible = (id) => {
      var _a2;
      return cmd.sender.isGM || !isHiddenLayer((_a2 = world.token(id)) == null ? void 0 : _a2.layer);
    };
    const ids = [
      ...world.tokensNamed(name, pageId).map((t) => t.id),
      ...(_c = state2 == null ? void 0 : state2.combatants.filter((c) => foldedName(c.name) === wanted2 && (cmd.sender.isGM || world.token(c.id) !== void 0)).map((c) => c.id)) != null ? _c : []
    ];
    const seen2 = [...new Set(ids)].filter(visible);
    const shown = name.slice(0, 40);
    if (seen2.length === 0 && idShaped(name)) return { ids: [], given: true, source: "token", error: "That token no longer exists." };
    if (seen2.length === 0) return { ids: [], given: true, source: "token", error: `No token called “${shown}” on the fight’s page: give its name as it is written, or ${other ? ASK_ID : "select it"}.` };
    if (seen2.length === 1) return { ids: [seen2[0]], given: true, source: "token" };
    const fighting = seen2.filter((id) => state2 == null ? void 0 : state2.combatants.some((c) => c.id === id));
    if (fighting.length === 1) return { ids: [fighting[0]], given: true, source: "token" };
    const noun = fighting.length === seen2.length ? "combatants" : "tokens";
    return { ids: [], given: true, source: "token", error: `${seen2.length} ${noun} are called “${shown}”: ${other ? `give the one you mean by ${ASK_ID}` : "select the one you mean"}.` };
  }
  function foldedName(name) {
    return name.replace(/\s+/g, " ").trim().toLowerCase();
  }
  function noCombatants(ctx, pointed, inFight, none) {
    if (inFight.length > 0) return null;
    if (pointed.length === 0) return { text: none, usage: true };
    const names = [...new Set(pointed.map((id) => {
      var _a, _b;
      return (_b = (_a = ctx.ports.world.token(id)) == null ? void 0 : _a.name) != null ? _b : "That token";
    }))];
    const shown = names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
    return { text: `${shown} ${pointed.length === 1 ? "is" : "are"} not in the fight: nothing was done.`, usage: false };
  }
  function sayingLeftOut(handler) {
    return (ctx, cmd) => {
      const outcome = handler(ctx, cmd);
      const fight = ctx.stored.fight;
      if (!fight || outcome.stored === void 0) return outcome;
      const state2 = present(fight);
      const target = pointedAt(ctx, cmd, state2);
      if (target.error) return outcome;
      const out = [...new Set(target.ids.filter((id) => !state2.combatants.some((c) => c.id === id)))];
      if (out.length === 0 || out.length === new Set(target.ids).size) return outcome;
      return withLine(ctx, cmd, outcome, `${shownNames(ctx, out)} ${out.length === 1 ? "is" : "are"} not in the fight: left out.`);
    };
  }
  function withLine(ctx, cmd, outcome, line) {
    return { ...outcome, messages: [...outcome.messages, toSender(cmd.sender, notice(titleOf(ctx), [line]))] };
  }
  function shownNames(ctx, ids) {
    const names = [...new Set(ids.map((id) => {
      var _a, _b;
      return (_b = (_a = ctx.ports.world.token(id)) == null ? void 0 : _a.name) != null ? _b : "That token";
    }))];
    return names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
  }

  // src/app/commands/turn.ts
  function seenTurn(ctx, sender, current) {
    return current && (sender.isGM || !isHidden(ctx.ports.world, current.id)) ? current : void 0;
  }
  function notYourTurn(ctx, sender, rs, state2, current) {
    const world = ctx.ports.world;
    const at = clockFormat(rs.id).at(rs.clock(state2));
    const seen2 = seenTurn(ctx, sender, current);
    if (!seen2) return fail(ctx, sender, sender.isGM ? `Nobody is due at ${at}. Move on with !rondel next.` : `None of your combatants is due at ${at}.`);
    return controls(world, sender, seen2.id) ? null : fail(ctx, sender, `It is ${seen2.name}’s turn at ${at}, not yours.`);
  }
  function notControlled(ctx, sender, state2, id) {
    var _a;
    const name = isHidden(ctx.ports.world, id) ? null : (_a = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a.name;
    return fail(ctx, sender, `You do not control ${name != null ? name : "that token"}.`);
  }
  function ownCombatant(ctx, cmd, state2, words2) {
    const { parsed, sender } = cmd;
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return { refused: fail(ctx, sender, target.error, parsed) };
    const ids = target.ids.filter((x) => state2.combatants.some((c) => c.id === x));
    if (ids.length !== 1) return { refused: fail(ctx, sender, ids.length === 0 ? words2.none : words2.several(ids.length, target.source === "char"), parsed) };
    const id = ids[0];
    return controls(ctx.ports.world, sender, id) ? { id } : { refused: notControlled(ctx, sender, state2, id) };
  }

  // src/app/echo.ts
  function about(e, id) {
    return e.type !== "rejected" && e.id === id;
  }
  function echoedToActor(ctx, sender, id, outcome) {
    var _a, _b;
    if (sender.isGM || sender.isApi || announceTo(ctx.stored.config) !== "gm") return outcome;
    const fight = (_b = (_a = outcome.stored) == null ? void 0 : _a.fight) != null ? _b : ctx.stored.fight;
    if (!fight || !outcome.events || isHidden(ctx.ports.world, id)) return outcome;
    const own2 = outcome.events.filter((e) => about(e, id));
    if (own2.length === 0) return outcome;
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const before = ctx.stored.fight ? present(ctx.stored.fight) : null;
    const card2 = announcementFit(rs.clock(state2), own2, nameLookup(state2, before), { view: cardView(rs), budget: PUBLIC_CARD_BYTES });
    if (!card2) return outcome;
    const echo = { to: { player: sender.playerId }, html: card2.html, noarchive: true };
    return { ...outcome, messages: [...outcome.messages, echo] };
  }

  // src/app/ready-button.ts
  function triggerButtons(ctx, word, id, name, round) {
    var _a, _b;
    const world = ctx.ports.world;
    const html = noticeCard(`${name.slice(0, 40)}: at the ready`, [
      join2([button(text("Trigger"), `!${word} trigger --token ${id} --readied ${round}${fightStamp(ctx.stored.fight)}`), muted(text(" when what you wait for happens: the readied action is taken at once."))])
    ]);
    const controllers = isHidden(world, id) ? [] : (_b = world.controllers ? world.controllers(id) : (_a = world.token(id)) == null ? void 0 : _a.controllers) != null ? _b : [];
    if (controllers.includes("all")) return [{ to: "all", html, noarchive: true }];
    const players2 = controllers.filter((p) => p !== "all" && !world.isGM(p));
    if (players2.length === 0) return [{ to: "gm", html, noarchive: true }];
    return players2.map((p) => ({ to: { player: p }, html, noarchive: true }));
  }

  // src/app/commands/act.ts
  function magicModifier(sheet, tradition) {
    var _a;
    if (tradition === "divine") return sheet.faith;
    if (tradition === "axiom") return sheet.logic;
    if (tradition === "other") return sheet.agility;
    return (_a = sheet.castingMod) != null ? _a : sheet.agility;
  }
  function onSheet(sheet, action, key2, value, active) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    if (value === active) return true;
    if (key2 === "speed") return (_b = (_a = sheet.rows) == null ? void 0 : _a.speeds.includes(value)) != null ? _b : false;
    if (key2 === "cast") return (_d = (_c = sheet.rows) == null ? void 0 : _c.casts.includes(value)) != null ? _d : false;
    const skills = (_f = (_e = sheet.rows) == null ? void 0 : _e.skills) != null ? _f : [];
    if (action === "skill") return skills.some((r) => r.mod === value || r.mod + r.sub === value);
    if (action === "hide") return skills.some((r) => r.sub === value);
    return action === "magic" && ((_h = (_g = sheet.rows) == null ? void 0 : _g.casts.length) != null ? _h : 0) > 0 && [sheet.faith, sheet.logic, sheet.agility].includes(value);
  }
  function stillToMove(name, a) {
    if (a === null || a.kind === "held" || a.kind === "move" && a.hexes === 0) return "";
    if (a.kind === "crawl") return a.hexes === 0 ? `${name} may still stand up, then ` : `${name} may still crawl or stand up, then `;
    return `${name} may still move, then `;
  }
  function turnGoesOn(ctx, sender, rs, step, id) {
    var _a, _b, _c, _d;
    const after = step.state;
    if (sender.isGM || sender.isApi || ((_a = rs.current(after)) == null ? void 0 : _a.id) !== id) return null;
    const name = (_c = (_b = after.combatants.find((c) => c.id === id)) == null ? void 0 : _b.name) != null ? _c : "It";
    const moveGoesOn = step.events.some((e) => e.type === "action-declared" && e.id === id && e.turnGoesOn === true);
    const move2 = moveGoesOn ? stillToMove(name, rs.allowance(after, id, ruleOptions(ctx.stored.config))) : "";
    const serial = (_d = ctx.stored.fight) == null ? void 0 : _d.serial;
    const done2 = endTurnButton("rondel", rs.clock(after), id, serial === void 0 ? "" : ` --fight ${serial}`);
    return toSender(sender, noticeCard(titleOf(ctx), [text(`${name}’s turn goes on: ${move2}end the turn with !rondel done (or the tracker’s next-turn button).`, 300), done2]));
  }
  var act = (ctx, cmd) => {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k;
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const world = ctx.ports.world;
    const action = parsed.arg;
    if (!action) return fail(ctx, sender, `Name the action: ${rs.actions.map((a) => a.key).join(", ")}.`, parsed);
    if (!rs.actions.some((a) => a.key === action)) return refusal(ctx, sender, { code: "not-in-rule-set", action, ruleSet: rs.id });
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, sender, target.error, parsed);
    const current = rs.current(state2);
    let id;
    const inFight = target.ids.filter((x) => state2.combatants.some((c) => c.id === x));
    if (target.given && (inFight.length > 0 || target.source !== "selection")) {
      if (inFight.length === 0) return fail(ctx, sender, "That token is not in the fight.", parsed);
      id = (_a = inFight.find((x) => x === (current == null ? void 0 : current.id))) != null ? _a : inFight[0];
    } else {
      const notYours = notYourTurn(ctx, sender, rs, state2, current);
      if (notYours) return notYours;
      id = current.id;
    }
    if (!controls(world, sender, id)) return notControlled(ctx, sender, state2, id);
    const turn = parsed.flags.turn;
    if (typeof turn === "number" && (turn !== rs.clock(state2) || (current == null ? void 0 : current.id) !== id)) {
      const clock = clockFormat(rs.id);
      const whose = (_c = (_b = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _b.name) != null ? _c : "that combatant";
      const now = turn === rs.clock(state2) ? `${whose}’s turn there has ended` : `it is ${clock.at(rs.clock(state2))} now`;
      return fail(ctx, sender, `That menu was for ${clock.at(turn)}, and ${now}: nothing was done. !rondel menu brings the menu of a turn that is yours.`);
    }
    const sheet = world.sheet(id);
    const flag = (k) => typeof parsed.flags[k] === "number" ? parsed.flags[k] : void 0;
    const typed = typeof parsed.flags.tradition === "string" ? parsed.flags.tradition : "";
    const tradition = typed === "" ? (_d = sheet.tradition) != null ? _d : null : parseTradition(typed);
    if (typed !== "" && tradition === null) return fail(ctx, sender, `Unknown tradition “${typed.slice(0, 30)}”. Traditions: ${Object.entries(TRADITIONS).map(([k, a]) => `${k} (${a})`).join(", ")}.`, parsed);
    const durationText = typeof parsed.flags.duration === "string" ? parsed.flags.duration : "";
    if (durationText !== "" && action !== "magic") return fail(ctx, sender, "--duration is for a spell: act magic --note NAME --duration 3 rounds.", parsed);
    const duration = durationText === "" ? null : parseDuration(rs, durationText);
    if (typeof duration === "string") return fail(ctx, sender, duration, parsed);
    if (duration) {
      const fits2 = durationEnd(rs, state2, duration.unit, duration.n);
      if (typeof fits2 === "string") return fail(ctx, sender, fits2, parsed);
    }
    const fromSheet = { speed: sheet.speed, mod: action === "magic" ? magicModifier(sheet, tradition) : sheet.agility, cast: sheet.cast };
    const input = {
      speed: (_e = flag("speed")) != null ? _e : fromSheet.speed,
      mod: (_f = flag("mod")) != null ? _f : fromSheet.mod,
      cast: (_g = flag("cast")) != null ? _g : fromSheet.cast,
      change: parsed.flags.change === true
    };
    const typedNote = typeof parsed.flags.note === "string" ? parsed.flags.note : "";
    const note = typedNote === "" && action === "magic" && sheet.spell && (flag("cast") === void 0 || flag("cast") === sheet.cast) ? sheet.spell : typedNote;
    const step = rs.declare(state2, id, action, input, ctx.ports.dice, ruleOptions(ctx.stored.config), note);
    const refused = rejectionOf(step);
    const stale = (refused == null ? void 0 : refused.code) === "not-due" && sender.isGM && target.source === "selection" && current !== void 0 && current.id !== id;
    if (refused) return refusal(ctx, sender, refused, void 0, stale ? `It was the selected token: select none (or ${current.name}, who is due) to act for whoever is due.` : void 0);
    const taken = echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, duration ? withSpellEffect(rs, step, id, note, duration) : step));
    const readied = action === "ready" && rs.trigger ? triggerButtons(ctx, BUTTON_WORD, id, (_i = (_h = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _h.name) != null ? _i : "A combatant", rs.clock(state2)) : [];
    const still = turnGoesOn(ctx, sender, rs, step, id);
    const outcome = readied.length || still ? { ...taken, messages: [...taken.messages, ...readied, ...still ? [still] : []] } : taken;
    const differs = !sender.isGM && sheet.hasSheet ? ["speed", "mod", "cast"].filter((k) => flag(k) !== void 0 && !onSheet(sheet, action, k, flag(k), fromSheet[k]) && (k !== "cast" || action === "magic")) : [];
    if (differs.length === 0) return outcome;
    const who2 = (_k = (_j = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _j.name) != null ? _k : "A combatant";
    const typedLine = `${who2} (${sender.name}) typed ${differs.map((k) => `--${k} ${flag(k)} (the sheet: ${fromSheet[k]})`).join(", ")}.`;
    return { ...outcome, messages: [...outcome.messages, { to: "gm", html: notice(`${titleOf(ctx)}: typed, not the sheet’s`, [typedLine]), noarchive: true }] };
  };

  // src/app/commands/add.ts
  var add = (ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const world = ctx.ports.world;
    const rs = rulesOf(fight.rules);
    const flag = parsed.flags.token;
    const named = typeof flag === "string" ? pointedAt(ctx, cmd, present(fight)) : null;
    if (named == null ? void 0 : named.error) return fail(ctx, sender, named.error, parsed);
    const byFlag = named ? world.token(named.ids[0]) : void 0;
    if (typeof flag === "string" && !byFlag) return fail(ctx, sender, "That token no longer exists.", parsed);
    const chosen = byFlag ? [byFlag] : cmd.selected;
    const pointed = chosen.filter((t) => !isTurnMarker(t));
    const markers = chosen.length - pointed.length;
    const onPage = pointed.filter((t) => t.pageId === fight.pageId);
    const elsewhere = pointed.length - onPage.length;
    const { kept: tokens, refused: orphans } = orphanedOut(world, onPage);
    if (tokens.length === 0 && orphans) return fail(ctx, sender, orphans, parsed);
    if (tokens.length === 0) {
      return fail(ctx, sender, elsewhere ? "Those tokens are on another page: a fight stays on the page it started on." : markers ? "That is another script’s turn marker: it does not join the fight. Select the tokens to add." : "Select the tokens to add (on the page of the fight).", parsed);
    }
    const count = parsed.flags.count;
    if (typeof count === "number" && tokens.length > 1) return fail(ctx, sender, `--count puts one token at that value, and ${tokens.length} are selected: add them without it (each rolls), or one at a time with --count.`, parsed);
    const made = tokens.map((t) => newCombatant(world, t));
    const before = present(fight);
    const joining = tokens.length === 1 && !before.combatants.some((c) => c.id === tokens[0].id);
    const first = made[0];
    const step = typeof count === "number" && joining && first ? joinAt(rs, before, first.nc, count, ctx.ports.dice, ruleOptions(ctx.stored.config)) : rs.join(before, made.map((m) => m.nc), ctx.ports.dice, ruleOptions(ctx.stored.config));
    const refused = typeof count === "number" && joining ? rejectionOf(step) : null;
    if (refused) return refusal(ctx, sender, refused, parsed);
    const names = namesFor(world, sender, step.state);
    const refusals = step.events.flatMap((e) => e.type === "rejected" ? [refusalText(e, names, clockFormat(rs.id))] : []);
    const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })), titleOf(ctx));
    if (elsewhere) refusals.push(`${elsewhere} token(s) on another page were left out: a fight stays on one page.`);
    if (markers) refusals.push(MARKER_LEFT_OUT);
    if (orphans) refusals.push(orphans);
    if (refusals.length) extra.push(toSender(sender, notice(titleOf(ctx), refusals)));
    return stepOutcome(ctx, fight, { state: step.state, events: step.events.filter((e) => e.type !== "rejected") }, extra);
  };

  // src/app/commands/apply.ts
  var APPLIED_ALREADY = "That damage is applied already.";
  function goneAttack(stored, ledger, rollId) {
    const fight = stored.fight;
    if (fight && appliedInFight(fight, rollId) || ledger.applied.some((d) => d.roll === rollId)) return APPLIED_ALREADY;
    const n = /^\d{1,9}$/.test(rollId) ? Number(rollId) : 0;
    if (n >= 1 && n < ledger.next) {
      return `That attack is too old to apply here: the script keeps the damage of its last ${PENDING_LIMIT} attacks for their Apply buttons. If its damage was not applied, change the target’s bar by hand (and its body_points, when the bar is linked to them).`;
    }
    return `There is no attack ${rollId.slice(0, 20)} to apply: nothing was applied.`;
  }
  function appliedInFight(fight, roll) {
    const t = fight.timeline;
    if (damageOf(t.present).some((d) => d.roll === roll)) return true;
    for (let i = 0; i < t.past.length; i += 1) if (damageOf(t.past[i]).some((d) => d.roll === roll)) return true;
    return false;
  }
  function applyPending(ctx, stored, rollId) {
    const ledger = ledgerOf(stored);
    const pending = ledger.pending.find((p) => p.id === rollId);
    if (!pending) return goneAttack(stored, ledger, rollId);
    if (pending.applied) return APPLIED_ALREADY;
    const world = ctx.ports.world;
    const token = world.token(pending.target);
    const body = world.body(pending.target);
    if (!token || !body) return "The target no longer exists: nothing was applied.";
    const plan = planDamage(rollId, pending.target, pending.amount, body);
    if (typeof plan === "string") return `${token.name}: ${plan}. Nothing was applied.`;
    let next2 = { ...stored, rolls: markApplied(ledger, [rollId], true) };
    const fight = stored.fight;
    if (fight) {
      const state2 = present(fight);
      next2 = { ...next2, fight: { ...fight, timeline: record(fight.timeline, withDamage(state2, [plan])) } };
    } else {
      const applied = [...ledgerOf(next2).applied, plan];
      next2 = { ...next2, rolls: { ...ledgerOf(next2), applied: applied.slice(Math.max(0, applied.length - APPLIED_LIMIT)) } };
    }
    return { stored: next2, outcome: { messages: appliedMessages(ctx, token.name, plan), effects: bodyWrites(plan, "apply") } };
  }
  function bodyLine(d, direction, move2) {
    var _a;
    const v = (_a = d.attribute) != null ? _a : d.bar;
    if (!v) return "";
    if (move2 === null && !d.attribute) return " Its bar1 is another sheet’s body now: left as it is.";
    const [from, to] = move2 ? [move2.from, move2.to] : direction === "apply" ? [v.before, v.after] : [v.after, v.before];
    return ` Body ${from} → ${to}${d.attribute ? " (body_points and its bar)" : " (bar1)"}.`;
  }
  function undoStamp(ctx) {
    return ctx.stored.fight ? fightStamp(ctx.stored.fight) : ` --fight ${NO_FIGHT_STAMP}`;
  }
  function downButtons(ctx, name, d) {
    var _a;
    const v = (_a = d.attribute) != null ? _a : d.bar;
    const fight = ctx.stored.fight;
    if (!v || !fight || v.after > 0) return [];
    const c = present(fight).combatants.find((x) => x.id === d.target);
    if (!c) return [];
    const stamp = fightStamp(fight);
    return [
      join2([
        text(`${name} is down to ${v.after} body: `, 120),
        ...c.conditions.includes("unconscious") ? [] : [button(text("Unconscious"), `!rondel condition --add unconscious --token ${d.target} --roll ${d.roll}${stamp}`, "#455a64")],
        button(text("Out of the fight"), `!rondel remove --token ${d.target} --roll ${d.roll}${stamp}`, "#455a64")
      ])
    ];
  }
  function undoneDamage(ctx, cmd) {
    const roll = cmd.parsed.flags.roll;
    if (typeof roll !== "string") return null;
    const ledger = ledgerOf(ctx.stored);
    const fight = ctx.stored.fight;
    const pending = ledger.pending.find((p) => p.id === roll);
    if (pending !== void 0) return pending.applied ? null : takenBack(ctx, cmd);
    if (fight !== null && appliedInFight(fight, roll) || ledger.applied.some((d) => d.roll === roll)) return null;
    if (fight !== null && fight.timeline.future.some((s) => damageOf(s).some((d) => d.roll === roll))) return takenBack(ctx, cmd);
    return fail(ctx, cmd.sender, `That button is for damage the script no longer keeps, so it cannot tell whether it still stands: nothing was done. To do it anyway: ${byHand(cmd)}`);
  }
  function takenBack(ctx, cmd) {
    return fail(ctx, cmd.sender, `That button was for damage that has been taken back since: nothing was done. To do it anyway: ${byHand(cmd)}`);
  }
  function byHand(cmd) {
    return `!${BUTTON_WORD} ${cmd.parsed.verb.name}${cmd.parsed.verb.name === "condition" ? " --add unconscious" : ""} with the token selected.`;
  }
  function appliedMessages(ctx, name, d) {
    const gm = noticeCard("Damage applied", [text(`${name} takes ${d.amount} damage.${bodyLine(d, "apply")}`, 200), ...downButtons(ctx, name, d), join2([button(text("Undo"), `!rondel undo --roll ${d.roll}${undoStamp(ctx)}`, "#455a64")])], COLOURS.good);
    const out = [{ to: "gm", html: gm, noarchive: true }];
    if (announceTo(ctx.stored.config) === "all" && !isHidden(ctx.ports.world, d.target)) out.push({ to: "all", html: noticeCard(titleOf(ctx), [text(`${name} takes ${d.amount} damage.`, 120)]) });
    return out;
  }
  function damageMoved(ctx, d, direction, move2) {
    var _a, _b;
    const name = (_b = (_a = ctx.ports.world.token(d.target)) == null ? void 0 : _a.name) != null ? _b : "A token that is gone";
    return direction === "restore" ? `${name}: ${d.amount} damage taken back.${bodyLine(d, "restore", move2)}` : `${name}: ${d.amount} damage applied again.${bodyLine(d, "apply", move2)}`;
  }
  function offerDamage(ctx, stored, target, targetName, amount) {
    const { ledger, id } = addPending(ledgerOf(stored), target, amount);
    const withPending = { ...stored, rolls: ledger };
    if (ctx.stored.config.autoDamage) {
      const applied = applyPending(ctx, withPending, id);
      if (typeof applied !== "string") return applied;
      return { stored: withPending, outcome: { messages: [{ to: "gm", html: noticeCard("Damage not applied", [text(applied, 300)]), noarchive: true }] } };
    }
    const body = ctx.ports.world.body(target);
    const why = body ? planDamage(id, target, amount, body) : "it is no longer on the table";
    if (typeof why === "string") {
      const note = text(`${amount} damage to ${targetName} not offered: ${why}. Then: !rondel apply --roll ${id}`, 300);
      return { stored: withPending, outcome: { messages: [{ to: "gm", html: noticeCard("Damage", [note]), noarchive: true }] } };
    }
    const html = noticeCard("Damage", [join2([button(text(`Apply ${amount} damage`), `!rondel apply --roll ${id}`, COLOURS.bad), text(` to ${targetName}`, 60)])]);
    return { stored: withPending, outcome: { messages: [{ to: "gm", html, noarchive: true }] } };
  }
  var apply = (ctx, cmd) => {
    const id = cmd.parsed.flags.roll;
    if (typeof id !== "string" || id === "") return fail(ctx, cmd.sender, "Say which attack: --roll N (the Apply button sends it).", cmd.parsed);
    const done2 = applyPending(ctx, ctx.stored, /^0+\d/.test(id) && /^\d{1,12}$/.test(id) ? String(Number(id)) : id);
    if (typeof done2 === "string") return fail(ctx, cmd.sender, done2);
    return { stored: done2.stored, ...done2.outcome };
  };

  // src/rules/core/advantage.ts
  function byHand2(effect2, who2 = "self", label2 = null) {
    return { source: "hand", who: who2, effect: effect2, label: label2 };
  }
  function resolveAdvantage(sources = []) {
    const adv = sources.some((s) => s.effect === "adv");
    const dis = sources.some((s) => s.effect === "dis");
    const edge = adv && !dis ? "advantage" : dis && !adv ? "disadvantage" : "none";
    return {
      edge,
      cancelled: adv && dis,
      automaticFailure: sources.some((s) => s.effect === "fail"),
      sources: [...sources]
    };
  }

  // src/rules/core/roll-refusals.ts
  var ROLL_LIMITS = {
    /** Applicable skills of an attack: each adds a die, the pool stops at 5. */
    skills: { min: 0, max: 10 },
    /** Any modifier added to a die: a check's or attack's modifier, a save's "other" bonus. */
    modifier: { min: -99, max: 99 },
    /** A save's sub-attribute score. */
    score: { min: 0, max: 99 },
    /** A check's or save's DC. */
    dc: { min: 0, max: 99 },
    /** The target's Defense, before cover. */
    defense: { min: 0, max: 99 },
    /** The weapon's damage per hit. */
    perHit: { min: 0, max: 99 },
    /** A penalty on each die of an attack (invisible: −3). */
    penalty: { min: -99, max: 0 }
  };
  function checkOneOf(field, value, allowed) {
    if (typeof value === "string" && allowed.includes(value)) return null;
    return { ok: false, code: "not-one-of", params: { field, allowed: [...allowed], got: typeof value === "string" ? value : typeof value } };
  }
  function checkWhole(field, value, bounds2) {
    if (typeof value !== "number") return { ok: false, code: "not-a-whole-number", params: { field, got: typeof value } };
    if (!Number.isInteger(value)) return { ok: false, code: "not-a-whole-number", params: { field, got: String(value) } };
    if (value < bounds2.min || value > bounds2.max) {
      return { ok: false, code: "out-of-bounds", params: { field, min: bounds2.min, max: bounds2.max, got: value + 0 } };
    }
    return null;
  }
  function firstRefusal(rows) {
    for (const [field, value, bounds2] of rows) {
      const refusal2 = checkWhole(field, value, bounds2);
      if (refusal2) return refusal2;
    }
    return null;
  }

  // src/rules/core/rolled-dice.ts
  function naturalOf(sides, value) {
    if (sides !== 20) return null;
    if (value === 20) return "natural-20";
    if (value === 1) return "natural-1";
    return null;
  }
  function pick(faces, edge) {
    let best = -1;
    faces.forEach((face, index) => {
      if (face.rerolled) return;
      const current = faces[best];
      if (current === void 0) best = index;
      else if (edge === "advantage" ? face.value > current.value : face.value < current.value) best = index;
    });
    return best;
  }
  function toDice(sides, faces, kept) {
    return faces.map((face, index) => ({
      sides,
      value: face.value,
      natural: naturalOf(sides, face.value),
      status: face.rerolled ? "rerolled" : kept(index) ? "kept" : "dropped",
      byChance: face.byChance
    }));
  }
  function rollKept(dice, sides, edge, chance) {
    const faces = [];
    const count = edge === "none" ? 1 : 2;
    for (let i = 0; i < count; i += 1) faces.push({ value: dice.roll(sides), byChance: false, rerolled: false });
    let keep = pick(faces, edge);
    const first = faces[keep];
    if (chance && sides === 20 && first !== void 0 && first.value === 1) {
      first.rerolled = true;
      faces.push({ value: dice.roll(sides), byChance: true, rerolled: false });
      keep = faces.length - 1;
    }
    const all = toDice(sides, faces, (index) => index === keep);
    return { dice: all, kept: all[keep] };
  }

  // src/rules/core/attack-roll.ts
  var POOL_CAP = 5;
  function attackPool(skills, edge, sneak, award) {
    const fromSkills = Math.min(POOL_CAP, 1 + skills);
    const fromEdge = edge === "advantage" ? Math.min(POOL_CAP, fromSkills + 1) - fromSkills : edge === "disadvantage" ? -1 : 0;
    const extra = (sneak ? 1 : 0) + (award ? 1 : 0);
    const count = fromSkills + fromEdge + extra;
    return { skills, fromSkills, edge, fromEdge, sneak: sneak ? 1 : 0, award: award ? 1 : 0, count: Math.max(1, count), worseOfTwo: count <= 0 };
  }
  var COVERS = ["none", "half", "three-quarters", "full"];
  var REACHES = ["melee", "ranged"];
  var COVER_BONUS = { none: 0, half: 2, "three-quarters": 5 };
  function strongestPenalty(penalties) {
    let strongest = null;
    for (const penalty of penalties) if (strongest === null || penalty.value < strongest.value) strongest = penalty;
    return strongest;
  }
  function rollPool(dice, pool, chance) {
    if (pool.worseOfTwo) return rollKept(dice, 20, "disadvantage", chance).dice;
    const faces = [];
    for (let i = 0; i < pool.count; i += 1) faces.push({ value: dice.roll(20), byChance: false, rerolled: false });
    const first = faces.find((face) => face.value === 1);
    if (chance && first) {
      first.rerolled = true;
      faces.push({ value: dice.roll(20), byChance: true, rerolled: false });
    }
    return toDice(20, faces, () => true);
  }
  function rollAttack(input, dice) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p;
    const penalties = (_a = input.penalties) != null ? _a : [];
    const rows = [
      ["skills", input.skills, ROLL_LIMITS.skills],
      ["modifier", (_b = input.modifier) != null ? _b : 0, ROLL_LIMITS.modifier],
      ["defense", input.defense, ROLL_LIMITS.defense],
      ["perHit", (_c = input.perHit) != null ? _c : DEFAULT_DAMAGE_PER_HIT, ROLL_LIMITS.perHit],
      ...penalties.map((p, i) => [`penalties.${i}`, p.value, ROLL_LIMITS.penalty])
    ];
    const refused = (_f = (_d = firstRefusal(rows)) != null ? _d : checkOneOf("reach", input.reach, REACHES)) != null ? _f : checkOneOf("cover", (_e = input.cover) != null ? _e : "none", COVERS);
    if (refused) return refused;
    const cover = (_g = input.cover) != null ? _g : "none";
    if (cover === "full") return { ok: false, code: "full-cover", params: { reach: input.reach } };
    const advantage = resolveAdvantage(input.advantage);
    const sneak = input.sneak === true;
    if (sneak && advantage.edge === "disadvantage") return { ok: false, code: "sneak-at-disadvantage", params: {} };
    const modifier = (_h = input.modifier) != null ? _h : 0;
    const pool = attackPool(input.skills, advantage.edge, sneak, input.award === true);
    const penalty = strongestPenalty(penalties);
    const coverBonus = COVER_BONUS[cover];
    const target = input.defense + coverBonus;
    const base = { ok: true, kind: "attack", reach: input.reach, pool, modifier, penalty, defense: input.defense, cover, coverBonus, target, advantage };
    if (advantage.automaticFailure) {
      return { ...base, dice: [], hits: 0, outcome: "miss", because: "automatic-failure", damage: null, critical: null };
    }
    const judged = rollPool(dice, pool, input.chance === true).map((die) => {
      var _a2;
      const total2 = die.value + modifier + ((_a2 = penalty == null ? void 0 : penalty.value) != null ? _a2 : 0);
      if (die.natural === "natural-20") return { ...die, total: total2, hit: true, because: "natural-20" };
      if (die.natural === "natural-1") return { ...die, total: total2, hit: false, because: "natural-1" };
      return { ...die, total: total2, hit: total2 >= target, because: "total" };
    });
    const hits = judged.filter((die) => die.status === "kept" && die.hit).length;
    if (hits === 0) return { ...base, dice: judged, hits, outcome: "miss", because: "no-die-hit", damage: null, critical: null };
    const critical = (_i = input.criticalOnHit) != null ? _i : input.critical === true ? "hand" : null;
    const edge = advantage.edge;
    const damage = rollDamage(
      {
        hits,
        perHit: (_j = input.perHit) != null ? _j : DEFAULT_DAMAGE_PER_HIT,
        category: (_k = input.category) != null ? _k : null,
        resistances: (_l = input.resistances) != null ? _l : [],
        vulnerabilities: (_m = input.vulnerabilities) != null ? _m : [],
        crit: edge === "advantage" ? "adv" : edge === "disadvantage" ? "dis" : null,
        blocked: critical === null && ((_n = input.onlyCriticalDamages) != null ? _n : null) !== null,
        immune: ((_o = input.immuneBy) != null ? _o : null) !== null
      },
      dice
    );
    if (((_p = damage.crit) == null ? void 0 : _p.effect) === "dis" && damage.sum <= 0) {
      return { ...base, dice: judged, hits, outcome: "miss", because: "negative-crit", damage, critical: null };
    }
    return { ...base, dice: judged, hits, outcome: "hit", because: "hit", damage, critical: critical === null ? null : { because: critical } };
  }

  // src/rules/core/rolls.ts
  function judgeD20(die, total2, target) {
    if (die.natural === "natural-20") return { success: true, because: "natural-20" };
    if (die.natural === "natural-1") return { success: false, because: "natural-1" };
    return { success: total2 >= target, because: "total" };
  }
  function rollAgainstDc(kind, score, input, dice) {
    var _a;
    const modifier = (_a = input.modifier) != null ? _a : 0;
    const advantage = resolveAdvantage(input.advantage);
    const base = { ok: true, kind, score, modifier, target: input.dc, advantage };
    if (advantage.automaticFailure) {
      return { ...base, dice: [], die: null, total: null, success: false, because: "automatic-failure" };
    }
    const rolled2 = rollKept(dice, 20, advantage.edge, input.chance === true);
    const total2 = rolled2.kept.value + (score != null ? score : 0) + modifier;
    return { ...base, dice: rolled2.dice, die: rolled2.kept.value, total: total2, ...judgeD20(rolled2.kept, total2, input.dc) };
  }
  function rollCheck(input, dice) {
    var _a;
    const refused = firstRefusal([
      ["modifier", (_a = input.modifier) != null ? _a : 0, ROLL_LIMITS.modifier],
      ["dc", input.dc, ROLL_LIMITS.dc]
    ]);
    return refused != null ? refused : rollAgainstDc("check", null, input, dice);
  }
  function rollSave(input, dice) {
    var _a;
    const refused = firstRefusal([
      ["score", input.score, ROLL_LIMITS.score],
      ["modifier", (_a = input.modifier) != null ? _a : 0, ROLL_LIMITS.modifier],
      ["dc", input.dc, ROLL_LIMITS.dc]
    ]);
    return refused != null ? refused : rollAgainstDc("save", input.score, input, dice);
  }
  function rollCompetition(input, dice) {
    var _a, _b, _c, _d;
    const refused = firstRefusal([
      ["challenger.modifier", (_a = input.challenger.modifier) != null ? _a : 0, ROLL_LIMITS.modifier],
      ["defender.modifier", (_b = input.defender.modifier) != null ? _b : 0, ROLL_LIMITS.modifier]
    ]);
    if (refused) return refused;
    const sides = [input.challenger, input.defender].map((side) => {
      var _a2;
      return {
        modifier: (_a2 = side.modifier) != null ? _a2 : 0,
        advantage: resolveAdvantage(side.advantage)
      };
    });
    const [challenger, defender] = sides;
    if (challenger.advantage.automaticFailure || defender.advantage.automaticFailure) {
      const unrolled = (side) => ({ ...side, dice: [], die: null, total: null });
      const outcome2 = challenger.advantage.automaticFailure && defender.advantage.automaticFailure ? "status-quo" : challenger.advantage.automaticFailure ? "defender" : "challenger";
      return { ok: true, kind: "competition", challenger: unrolled(challenger), defender: unrolled(defender), outcome: outcome2, because: "automatic-failure" };
    }
    const rolled2 = (side) => {
      const roll = rollKept(dice, 12, side.advantage.edge, false);
      return { ...side, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + side.modifier };
    };
    const a = rolled2(challenger);
    const b = rolled2(defender);
    const at = (_c = a.total) != null ? _c : 0;
    const bt = (_d = b.total) != null ? _d : 0;
    const outcome = at > bt ? "challenger" : bt > at ? "defender" : "status-quo";
    return { ok: true, kind: "competition", challenger: a, defender: b, outcome, because: outcome === "status-quo" ? "tie" : "total" };
  }
  function rollCompetitionSide(input, dice) {
    var _a, _b;
    const refused = firstRefusal([["challenger.modifier", (_a = input.modifier) != null ? _a : 0, ROLL_LIMITS.modifier]]);
    if (refused) return refused;
    const modifier = (_b = input.modifier) != null ? _b : 0;
    const advantage = resolveAdvantage(input.advantage);
    if (advantage.automaticFailure) return { ok: true, side: { modifier, advantage, dice: [], die: null, total: null } };
    const roll = rollKept(dice, 12, advantage.edge, false);
    return { ok: true, side: { modifier, advantage, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + modifier } };
  }

  // src/rules/core/fight-advantage.ts
  function attackSituation(input) {
    var _a;
    const { attacker, target } = input;
    const acting = actingLimit(attacker.conditions);
    if (!acting.can) return { ok: false, code: "cannot-act", params: { id: attacker.id, conditions: acting.because } };
    if (attacker.conditions.includes("charmed") && attacker.charmedBy.includes(target.id)) {
      return { ok: false, code: "charmed-by-target", params: { attacker: attacker.id, target: target.id } };
    }
    const sources = [
      ...ownRollSources(attacker.conditions, { kind: "attack", who: "attacker", fearInSight: attacker.fearInSight }),
      ...attackAgainstSources(target.conditions, input.reach)
    ];
    if (target.fullGuard) sources.push({ source: "full-guard", who: "target", effect: "dis" });
    const targetSees = !target.conditions.includes("blind") && unawareBy(target.conditions) === null && !attacker.conditions.includes("invisible");
    if (target.inDefense && targetSees) sources.push({ source: "in-defense", who: "target", effect: "dis" });
    sources.push(...(_a = input.hand) != null ? _a : []);
    return {
      ok: true,
      advantage: resolveAdvantage(sources),
      penalties: diePenalties(target.conditions),
      criticalOnHit: criticalOnHit(target.conditions),
      onlyCriticalDamages: onlyCriticalDamages(target.conditions)
    };
  }
  function rollFightAttack(attack2, circumstances, dice) {
    var _a;
    const situation = attackSituation(circumstances);
    if (!situation.ok) return situation;
    return rollAttack(
      {
        ...attack2,
        reach: circumstances.reach,
        advantage: situation.advantage.sources,
        penalties: situation.penalties,
        criticalOnHit: situation.criticalOnHit,
        onlyCriticalDamages: situation.onlyCriticalDamages,
        immuneBy: immuneBy(circumstances.target.conditions, (_a = attack2.category) != null ? _a : null)
      },
      dice
    );
  }
  function ownRollSituation(self, roll) {
    var _a, _b;
    const sources = ownRollSources(self.conditions, { kind: roll.kind, tags: (_a = roll.tags) != null ? _a : [], fearInSight: self.fearInSight });
    if (self.inDefense && roll.kind !== "check") sources.push({ source: "in-defense", who: "self", effect: "adv" });
    sources.push(...(_b = roll.hand) != null ? _b : []);
    return resolveAdvantage(sources);
  }

  // src/render/roll-card.ts
  function nameOr(name, fallback) {
    return name != null ? name : fallback;
  }
  var WORD = { adv: "advantage", dis: "disadvantage", fail: "fails without a roll" };
  function sourceLines(a, names) {
    const who2 = (s) => {
      var _a;
      return s.who === "target" ? nameOr((_a = names.target) != null ? _a : null, "The target") : nameOr(names.self, "The roller");
    };
    const lines = a.sources.map((s) => {
      var _a;
      switch (s.source) {
        case "condition":
          return `${who2(s)} is ${s.condition}: ${WORD[s.effect]}`;
        case "full-guard":
          return `${who2(s)} is on Full Guard: ${WORD[s.effect]}`;
        case "in-defense":
          return `${who2(s)} stands in defense: ${WORD[s.effect]}`;
        case "hand":
          return `${(_a = s.label) != null ? _a : "Given by hand"}: ${WORD[s.effect]}`;
      }
    });
    if (a.cancelled) lines.push("Advantage and disadvantage: they cancel");
    return lines;
  }
  function dieChip(d, judged) {
    const nat = d.natural === "natural-20" ? " nat 20" : d.natural === "natural-1" ? " nat 1" : "";
    const fate = d.status === "dropped" ? " dropped" : d.status === "rerolled" ? " re-rolled (chance)" : judged === "hit" || judged === "miss" ? ` ${judged}` : "";
    const value = nat ? nat.trim() : String(d.value);
    if (d.status !== "kept") return chip(text(`${value}${fate}`), "#e0e0e0", "#424242", true);
    const colour = d.natural === "natural-20" ? "#8a6500" : d.natural === "natural-1" ? COLOURS.bad : judged === "hit" ? COLOURS.good : judged === "miss" ? "#616161" : COLOURS.accent;
    return chip(text(`${value}${fate}`), colour, "#fff");
  }
  function edgeWord(a) {
    return a.edge === "advantage" ? "at advantage" : a.edge === "disadvantage" ? "at disadvantage" : "";
  }
  function sourceRows(lines) {
    const shown = lines.slice(0, 6).map((l) => muted(text(l, 90)));
    if (lines.length > 6) shown.push(muted(text(`… and ${lines.length - 6} more`)));
    return shown;
  }
  function damageText(d) {
    var _a;
    if (d.blocked === "immune") return `Damage 0: immune to ${(_a = d.category) != null ? _a : "it"} (petrified)`;
    if (d.blocked) return "Damage 0: only critical hits damage it (petrified)";
    const factor = d.factor === "half" ? ` (resisted: ${d.perHit} → ${d.hitDamage})` : d.factor === "double" ? ` (vulnerable: ${d.perHit} → ${d.hitDamage})` : d.factor === "cancelled" ? " (resisted and vulnerable: they cancel)" : "";
    let s = `Damage ${d.hits} hit${d.hits === 1 ? "" : "s"} × ${d.hitDamage}${factor}${d.category ? ` ${d.category}` : ""}`;
    if (d.crit) s += ` ${d.crit.value < 0 ? "−" : "+"} ${d.crit.effect === "dis" ? "disadvantage" : "advantage"}’s d3 (${d.crit.die})`;
    return d.sum < 0 && d.total === 0 ? `${s} = −${-d.sum}, so 0` : `${s} = ${d.total}`;
  }
  var FORFEIT = {
    "not-next-round": "this attack is not in the round after the hit",
    "other-weapon": "another weapon",
    "other-action": "another action this round",
    "not-in-fight": "not in the fight",
    declined: "declined"
  };
  function awardLine(note) {
    if (note.kind === "used") return `Award die: ${note.by === "earned" ? "critical hit last round" : "claimed by hand"}`;
    return `The critical award is forfeited: ${FORFEIT[note.because]}`;
  }
  function attackCard(v) {
    const r = v.result;
    const attacker = nameOr(v.attacker, "Someone");
    const target = nameOr(v.target, "a hidden target");
    const against2 = `Defense ${r.defense}${v.defaultDefense ? " (default)" : ""}${r.coverBonus ? ` + ${r.coverBonus} ${r.cover} cover` : ""}${r.penalty ? `, ${r.penalty.value} per die` : ""}`;
    const mod = r.modifier === 0 ? "" : `, each die ${r.modifier > 0 ? "+" : "−"} ${Math.abs(r.modifier)}`;
    const extra = [r.pool.sneak ? "sneak die" : "", r.pool.award ? "award die" : ""].filter(Boolean).join(", ");
    const pool = r.pool.worseOfTwo ? "2d20, the worse counts" : `${r.pool.count}d20${extra ? ` (${extra})` : ""}`;
    const body = [text(`${r.reach === "ranged" ? "Ranged" : "Melee"}, ${pool}${mod} vs ${against2}`, 200)];
    const edge = edgeWord(r.advantage);
    if (v.award) body.push(text(awardLine(v.award), 120));
    body.push(...sourceRows(sourceLines(r.advantage, { self: v.attacker, target: v.target })));
    if (r.because === "automatic-failure") body.push(strong(text("Fails without a roll.")));
    else body.push(join2(r.dice.map((d) => dieChip(d, d.status === "kept" ? d.hit ? "hit" : "miss" : null))));
    if (r.because === "no-die-hit" || r.because === "automatic-failure") body.push(strong(text("Miss: no die hit.")));
    else if (r.damage) {
      body.push(strong(text(r.because === "negative-crit" ? `${r.hits} hit${r.hits === 1 ? "" : "s"}, but disadvantage’s −d3 leaves no damage: a miss` : `${r.hits} hit${r.hits === 1 ? "" : "s"}`)));
      body.push(text(damageText(r.damage), 200));
    }
    if (r.critical) {
      const why = `Critical hit (${r.critical.because === "hand" ? "declared" : r.critical.because})`;
      body.push(text(v.awardKept ? `${why}: the next attack earns +1d20, next round with the same weapon` : `${why}: the next attack earns +1d20 (claim it with --award)`, 200));
    }
    const title = join2([text(attacker, 40), text(" attacks "), text(target, 40)]);
    return fitted({ title, subtitle: text([v.weapon, edge].filter(Boolean).join(", "), 60), body });
  }
  var KIND = { check: "check", save: "save", competition: "competition" };
  var ROLLED_WHAT = 77;
  function rolledWhat(attribute, kind, skill) {
    var _a;
    const what = `${capital3(attribute)} ${kind}`;
    const name = (_a = skill == null ? void 0 : skill.trim()) != null ? _a : "";
    if (name === "") return join2([text(" · "), unbroken(text(what))]);
    const room = ROLLED_WHAT - what.length - 3;
    return join2([text(` · ${clipped(name, room)} `, 80), unbroken(text(`(${what})`))]);
  }
  function checkCard(who2, attribute, r, dcGiven, skill) {
    var _a;
    const name = nameOr(who2, "Someone");
    const terms = r.kind === "save" ? ` + ${(_a = r.score) != null ? _a : 0} score` : "";
    const mod = r.modifier === 0 && r.kind === "save" ? "" : ` ${r.modifier < 0 ? "−" : "+"} ${Math.abs(r.modifier)}`;
    const body = [];
    body.push(...sourceRows(sourceLines(r.advantage, { self: who2 })));
    if (r.because === "automatic-failure") body.push(strong(text("Fails without a roll.")));
    else body.push(join2([...r.dice.map((d) => dieChip(d, null)), text(` d20${terms}${mod} = `), strong(text(String(r.total)))]));
    if (dcGiven) body.push(strong(text(`${r.success ? "Success" : "Failure"} against DC ${r.target}${r.because === "natural-20" ? " (natural 20)" : r.because === "natural-1" ? " (natural 1)" : ""}`)));
    const title = join2([text(name, 40), rolledWhat(attribute, KIND[r.kind], skill)]);
    return fitted({ title, subtitle: text(edgeWord(r.advantage)), body });
  }
  function competitionCard(who2, other, attribute, r, skill) {
    const name = nameOr(who2, "Someone");
    const rival = other === void 0 ? "the other side" : nameOr(other, "a hidden opponent");
    const side = (label2, s, self) => {
      const rows = sourceRows(sourceLines(s.advantage, { self }));
      const unrolled = s.advantage.automaticFailure ? `${label2}: fails without a roll` : `${label2}: not rolled`;
      const dice = s.total === null ? text(unrolled) : join2([text(`${label2}: `), ...s.dice.map((d) => dieChip(d, null)), text(` d12 ${s.modifier < 0 ? "−" : "+"} ${Math.abs(s.modifier)} = `), strong(text(String(s.total)))]);
      return [...rows, dice];
    };
    const body = [...side(name, r.challenger, who2)];
    if (other !== void 0) {
      body.push(...side(rival, r.defender, other));
      const outcome = r.outcome === "challenger" ? `${name} wins` : r.outcome === "defender" ? `${rival} wins` : "A tie: things stay as they were";
      body.push(strong(text(outcome, 120)));
    }
    const title = join2([text(name, 40), rolledWhat(attribute, "competition", skill)]);
    return fitted({ title, subtitle: text(other === void 0 ? "" : `vs ${rival}`, 50), body });
  }
  function competitionSideCard(who2, attribute, s, skill) {
    const name = nameOr(who2, "Someone");
    const body = [...sourceRows(sourceLines(s.advantage, { self: who2 }))];
    if (s.total === null) body.push(strong(text("Fails without a roll: the other side wins.")));
    else {
      body.push(join2([...s.dice.map((d) => dieChip(d, null)), text(` d12 ${s.modifier < 0 ? "−" : "+"} ${Math.abs(s.modifier)} = `), strong(text(String(s.total)))]));
      body.push(text(`Total ${s.total}: the GM compares it with the other side’s d12 + modifier (higher wins, a tie keeps things as they were).`, 200));
    }
    const title = join2([text(name, 40), rolledWhat(attribute, "competition", skill)]);
    return fitted({ title, subtitle: text(edgeWord(s.advantage)), body });
  }
  function capital3(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }
  function fitted(options) {
    const whole = card(options);
    if (byteSize(whole) <= PUBLIC_CARD_BYTES) return whole;
    const body = options.body.filter((row) => !row.startsWith('<span style="color:'));
    return card({ ...options, body: [...body, muted(text("(the reasons for the edge are cut)"))] });
  }
  function rollRefusalText(r, names) {
    var _a, _b;
    switch (r.code) {
      case "out-of-bounds":
        return `${fieldWord(r.params.field)} must be from ${r.params.min} to ${r.params.max}, not ${r.params.got}.`;
      case "not-a-whole-number":
        return `${fieldWord(r.params.field)} must be a whole number, not ${r.params.got}.`;
      case "not-one-of":
        return `${fieldWord(r.params.field)} must be one of ${r.params.allowed.join(", ")}, not ${r.params.got}.`;
      case "full-cover":
        return `${(_a = names.target) != null ? _a : "The target"} is in full cover: no attack can target it.`;
      case "sneak-at-disadvantage":
        return "A sneak attack cannot be made at disadvantage.";
      case "cannot-act":
        return `${names.self} is ${r.params.conditions.join(", ")} and cannot attack.`;
      case "charmed-by-target":
        return `${names.self} is charmed by ${(_b = names.target) != null ? _b : "the target"} and cannot attack it.`;
    }
  }
  function fieldWord(field) {
    var _a;
    const words2 = { skills: "The number of skill dice", modifier: "The modifier (--mod)", "challenger.modifier": "The modifier (--mod)", defense: "The Defense", perHit: "The damage per hit (--damage)", dc: "The DC (--dc)", score: "The score" };
    return (_a = words2[field]) != null ? _a : `The ${field}`;
  }

  // src/app/roller.ts
  var NO_FIGHT_SOURCES = { conditions: [], fullGuard: false, inDefense: false, fearInSight: true, charmedBy: [] };
  function fighterOf(ctx, id) {
    const fight = ctx.stored.fight;
    if (!fight) return { id, ...NO_FIGHT_SOURCES };
    const state2 = present(fight);
    const c = state2.combatants.find((x) => x.id === id);
    if (!c) return { id, ...NO_FIGHT_SOURCES };
    const marks = rulesOf(fight.rules).marks(state2, id);
    return {
      id,
      conditions: c.conditions,
      fullGuard: marks.some((m) => m.kind === "guard"),
      inDefense: marks.some((m) => m.kind === "defense"),
      fearInSight: true,
      charmedBy: []
    };
  }
  function rollerFrom(ctx, token) {
    const world = ctx.ports.world;
    const id = token.id;
    return { id, tokenId: id, characterId: token.represents, name: token.name, pageId: token.pageId, hidden: isHidden(world, id), controllers: token.controllers, sheet: world.rollSheet(token.represents), fighter: fighterOf(ctx, id) };
  }
  function tokenRoller(ctx, id) {
    const token = ctx.ports.world.token(id);
    return token ? rollerFrom(ctx, token) : void 0;
  }
  function dueAmong(ctx, ids) {
    var _a;
    const fight = ctx.stored.fight;
    const due = fight ? (_a = rulesOf(fight.rules).current(present(fight))) == null ? void 0 : _a.id : void 0;
    return ids.find((id) => id === due);
  }
  function rollerOf(ctx, cmd) {
    var _a, _b, _c, _d;
    const world = ctx.ports.world;
    const flags = cmd.parsed.flags;
    let roller;
    if (typeof flags.token === "string") {
      const named = tokenNamed(ctx, cmd, ctx.stored.fight ? present(ctx.stored.fight) : null, flags.token);
      if (named.error) return named.error;
      roller = tokenRoller(ctx, named.ids[0]);
      if (!roller) return "That token no longer exists.";
    } else if (typeof flags.char === "string") {
      const charId = flags.char;
      const fight = ctx.stored.fight;
      const seen2 = (id) => cmd.sender.isGM || !isHidden(world, id);
      const inFight = fight ? present(fight).combatants.filter((c) => {
        var _a2;
        return ((_a2 = world.token(c.id)) == null ? void 0 : _a2.represents) === charId && seen2(c.id);
      }).map((c) => c.id) : [];
      const selected = cmd.selected.filter((t) => t.represents === charId).map((t) => t.id);
      const tokenId = (_b = (_a = inFight.find((id) => selected.includes(id))) != null ? _a : selected[0]) != null ? _b : inFight.length > 1 ? dueAmong(ctx, inFight) : inFight[0];
      if (tokenId === void 0 && inFight.length > 1) return `${inFight.length} tokens of ${((_d = (_c = world.character(charId)) == null ? void 0 : _c.name) != null ? _d : "that character").slice(0, 40)} are in the fight: select the one you mean.`;
      if (tokenId !== void 0) roller = tokenRoller(ctx, tokenId);
      if (!roller) {
        const character = world.character(charId);
        if (!character) return "That character no longer exists.";
        const hidden = cmd.sender.isGM && world.onlyHiddenTokens(charId);
        roller = { id: charId, tokenId: null, characterId: charId, name: character.name, pageId: null, hidden, controllers: character.controllers, sheet: world.rollSheet(charId), fighter: fighterOf(ctx, charId) };
      }
    } else {
      const first = cmd.selected[0];
      if (!first) return "Select your token first (or name it with --token, or the character with --char).";
      if (cmd.selected.length > 1) return "Select one token: a roll is one combatant’s.";
      roller = tokenRoller(ctx, first.id);
      if (!roller) return "That token no longer exists.";
    }
    if (roller.hidden && !cmd.sender.isGM) return "That token no longer exists.";
    if (!mayRollFor(cmd, roller)) return "You do not control that token.";
    return roller;
  }
  function mayRollFor(cmd, roller) {
    if (cmd.sender.isGM) return true;
    return roller.controllers.includes("all") || roller.controllers.includes(cmd.sender.playerId);
  }
  function opponentOf(ctx, cmd, roller, text2, what) {
    var _a, _b, _c;
    const world = ctx.ports.world;
    const named = tokenNamed(ctx, cmd, ctx.stored.fight ? present(ctx.stored.fight) : null, text2, true);
    if (named.error) return idShaped(text2) ? `The ${what} no longer exists.` : named.error;
    const id = named.ids[0];
    const token = world.token(id);
    if (!token) return `The ${what} no longer exists.`;
    const page = (_c = (_b = roller.pageId) != null ? _b : (_a = ctx.stored.fight) == null ? void 0 : _a.pageId) != null ? _c : null;
    if (isHidden(world, id) && !cmd.sender.isGM) return `The ${what} no longer exists.`;
    const shown = token.name;
    if (page !== null && token.pageId !== page) return `${shown} is on another page.`;
    if (token.isCard) return `A card cannot be the ${what}.`;
    return rollerFrom(ctx, token);
  }

  // src/app/commands/weapon-pick.ts
  var UNNAMED_WEAPON = { name: null, dice: null, mod: null, damage: null, type: null, reach: null };
  function pickWeapon(attacker, flag, flags) {
    var _a;
    const active = attacker.sheet.weapon;
    if (typeof flag !== "string") return { weapon: active, weaponName: active.name };
    const sent = rowSending(attacker.sheet.weapons, flag, flags);
    if (sent) return { weapon: sent, weaponName: sent.name };
    if (flag === "") {
      const unnamed = (_a = attacker.sheet.unnamedWeapons) == null ? void 0 : _a.find((w) => sends(w, flags));
      if (unnamed) return { weapon: { ...unnamed, name: null }, weaponName: null };
      return active.name === null ? { weapon: active, weaponName: null } : { weapon: UNNAMED_WEAPON, weaponName: null };
    }
    if (active.name !== null && weaponNameKey(active.name) === weaponNameKey(flag)) return { weapon: active, weaponName: active.name };
    const row = weaponNamed(attacker.sheet, flag);
    if (row) return { weapon: row, weaponName: row.name };
    const rows = attacker.sheet.weapons;
    if (rows.length === 0) return { weapon: active, weaponName: flag };
    const names = [...new Set(rows.map((w) => w.name))];
    const listed = names.slice(0, 8).join(", ") + (names.length > 8 ? ", …" : "");
    return `“${flag.slice(0, 40)}” is none of ${attacker.name}’s weapons: ${listed}.`;
  }
  function rowSending(rows, name, flags) {
    var _a;
    const key2 = weaponNameKey(name);
    const named = rows.filter((w) => weaponNameKey(w.name) === key2);
    if (named.length < 2) return null;
    return (_a = named.find((w) => sends(w, flags))) != null ? _a : null;
  }
  function sends(w, flags) {
    var _a;
    if (typeof flags.dice !== "number" || typeof flags.mod !== "number" || typeof flags.damage !== "number" || typeof flags.type !== "string" || typeof flags.ranged !== "boolean") return false;
    const type = flags.type.toLowerCase() === "none" ? null : parseCategory(flags.type);
    const reach = flags.ranged ? "ranged" : "melee";
    return w.dice === flags.dice && w.mod === flags.mod && ((_a = w.damage) != null ? _a : DEFAULT_DAMAGE_PER_HIT) === flags.damage && w.type === type && w.reach === reach;
  }

  // src/app/commands/roll-notes.ts
  function sheetNotes(title, rollers, extra = []) {
    const lines = [...extra];
    for (const [r, used] of rollers) {
      const unread = r.sheet.problems.filter((p) => used.includes(p));
      if (unread.length) lines.push(`${r.name}’s sheet: ${unread.join(", ")} could not be read; the defaults were used.`);
    }
    return lines.length ? [{ to: "gm", html: notice(`${title}: rolls`, lines), noarchive: true }] : [];
  }
  function bounds(name) {
    const fixed = {
      defense: { word: "Defense", low: 0, high: 99 },
      weapon_attack_dice: { word: "attack dice", low: 1, high: 5 },
      weapon_attack_mod: { word: "attack modifier", low: -99, high: 99 },
      weapon_damage: { word: "damage per hit", low: 0, high: 99 },
      // as many as a sheet has rows ticked: the pool stops at 5 whatever the count (docs/rules.md §10)
      attack_skills: { word: "attack skills", low: 0, high: 99 }
    };
    const known = fixed[name];
    if (known) return known;
    const mod = /^(\w+)_mod$/.exec(name);
    return mod ? { word: `${capital4(mod[1])} modifier`, low: -20, high: 20 } : { word: capital4(name), low: 0, high: 99 };
  }
  function outOfRange(sides) {
    for (const [r, used, shown] of sides) {
      const refused = heldOutOfRange(r.sheet.outOfRange, used, `${shown}’s sheet has`);
      if (refused) return refused;
    }
    return null;
  }
  function heldOutOfRange(held, used, whose) {
    if (!held) return null;
    for (const name of used) {
      const n = held[name];
      if (n === void 0) continue;
      const b = bounds(name);
      return `${whose} ${b.word} ${n}, which no sheet can hold (${b.low} to ${b.high}): nothing was rolled. Correct it on the sheet.`;
    }
    return null;
  }
  function usedBy(kind, roller, attr) {
    if (kind === "save") return [attr];
    return roller.sheet.mods[attr] === null ? [`${attr}_mod`, attr] : [`${attr}_mod`];
  }
  function typedNotes(title, cmd, roller, typed) {
    if (cmd.sender.isGM || !roller.sheet.hasSheet || typed.length === 0) return [];
    const line = `${roller.name} (${cmd.sender.name}) typed ${typed.join(", ")}.`;
    return [{ to: "gm", html: notice(`${title}: typed, not the sheet’s`, [line]), noarchive: true }];
  }
  function typedMod(cmd, roller, attr, kind) {
    var _a, _b, _c, _d;
    const m = modFlag(cmd);
    if (m === 0) return [];
    const skill = kind === "check" ? skillOf(cmd) : null;
    if (skill !== null) {
      const rows = ((_a = roller.sheet.skills) != null ? _a : []).filter((r) => r.attribute === attr);
      const key2 = skillNameKey(skill);
      const named = rows.filter((r) => skillNameKey(r.name) === key2);
      if (named.some((r) => r.mod === m)) return [];
      if (named.length > 0 && key2 !== "") return [`--mod ${m} for ${skill.slice(0, 40)} (the sheet’s: ${signed2((_c = (_b = named[0]) == null ? void 0 : _b.mod) != null ? _c : 0)})`];
    }
    const own2 = (_d = roller.sheet.mods[attr]) != null ? _d : 0;
    return [`--mod ${m} (added to the sheet’s ${signed2(own2)})`];
  }
  function skillOf(cmd) {
    const s = cmd.parsed.flags.skill;
    return typeof s === "string" ? s : null;
  }
  function capital4(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }
  function signed2(n) {
    return n < 0 ? `−${-n}` : `+${n}`;
  }
  function modFlag(cmd) {
    const m = cmd.parsed.flags.mod;
    return typeof m === "number" ? m : 0;
  }
  function summedModRefused(cmd, roller, attr) {
    var _a;
    const typed = modFlag(cmd);
    const sheet = (_a = roller.sheet.mods[attr]) != null ? _a : 0;
    const sum = sheet + typed;
    const { min, max } = ROLL_LIMITS.modifier;
    if (typed === 0 || sum >= min && sum <= max) return null;
    return `${roller.name}’s ${attr.charAt(0).toUpperCase()}${attr.slice(1)} modifier (${signed2(sheet)}) and --mod ${typed} come to ${sum}: a roll’s modifier is from ${min} to ${max}.`;
  }

  // src/app/commands/roll.ts
  function handSources(cmd, who2) {
    const out = [];
    if (cmd.parsed.flags.adv === true) out.push(byHand2("adv", who2, "Asked for"));
    if (cmd.parsed.flags.dis === true) out.push(byHand2("dis", who2, "Asked for"));
    return out;
  }
  function cardTo(ctx, hidden) {
    return hidden ? "gm" : announceTo(ctx.stored.config);
  }
  function rolled(ctx, cmd, sides, html, event, notes, extra) {
    var _a, _b;
    const to = cardTo(ctx, sides.some((r) => r.hidden));
    const messages = [{ to, html }, ...notes, ...(_a = extra == null ? void 0 : extra.outcome.messages) != null ? _a : []];
    if (to === "gm" && !cmd.sender.isGM) messages.push({ to: { player: cmd.sender.playerId }, html, noarchive: true });
    return { ...(extra == null ? void 0 : extra.stored) ? { stored: extra.stored } : {}, messages, effects: (_b = extra == null ? void 0 : extra.outcome.effects) != null ? _b : [], told: [event] };
  }
  var BODY = ["strength", "agility"];
  var TAG_WORDS = ROLL_TAGS.filter((t) => t !== "body");
  function tagsOf2(cmd, kind, attr, from = "tag") {
    const tags = kind !== "check" && BODY.includes(attr) ? ["body"] : [];
    const flag = cmd.parsed.flags[from];
    if (typeof flag !== "string") return tags;
    for (const word of flag.toLowerCase().split(/[\s,]+/).filter(Boolean)) {
      const tag2 = TAG_WORDS.find((t) => t === word);
      if (!tag2) return `“${word.slice(0, 30)}” is no roll tag: ${TAG_WORDS.join(", ")}.`;
      if (!tags.includes(tag2)) tags.push(tag2);
    }
    return tags;
  }
  function attributeOf(cmd) {
    var _a;
    const word = cmd.parsed.flags.attr;
    if (typeof word !== "string" || word === "") return `Say which attribute: --attr ${ATTRIBUTES.join("|")}.`;
    return (_a = parseAttribute(word)) != null ? _a : `“${word.slice(0, 30)}” is no attribute: ${ATTRIBUTES.join(", ")}.`;
  }
  function edgeOf(advantage) {
    return advantage.edge === "advantage" ? "adv" : advantage.edge === "disadvantage" ? "dis" : null;
  }
  var attack = (ctx, cmd) => {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l;
    const { parsed, sender } = cmd;
    const attacker = rollerOf(ctx, cmd);
    if (typeof attacker === "string") return fail(ctx, sender, attacker, parsed);
    const targetId = parsed.flags.target;
    if (typeof targetId !== "string") return fail(ctx, sender, "Name the target: --target followed by its token (the sheet asks with @{target|token_id}).", parsed);
    const target = opponentOf(ctx, cmd, attacker, targetId, "target");
    if (typeof target === "string") return fail(ctx, sender, target, parsed);
    const flags = parsed.flags;
    const picked = pickWeapon(attacker, flags.weapon, flags);
    if (typeof picked === "string") return fail(ctx, sender, picked, parsed);
    const { weapon, weaponName } = picked;
    const dice = typeof flags.dice === "number" ? flags.dice : (_a = weapon.dice) != null ? _a : 1;
    if (dice < 1 || dice > 5) return fail(ctx, sender, `--dice takes 1 to 5 d20s (the pool stops at 5), not ${dice}.`, parsed);
    let category = weapon.type;
    if (typeof flags.type === "string" && flags.type !== "") {
      category = parseCategory(flags.type);
      if (category === null && flags.type.toLowerCase() !== "none") return fail(ctx, sender, `“${flags.type.slice(0, 30)}” is no damage type: ${DAMAGE_CATEGORIES.join(", ")} or none.`, parsed);
    }
    let cover = "none";
    if (typeof flags.cover === "string" && flags.cover !== "") {
      const word = flags.cover.toLowerCase().replace(/\s+/g, "-").replace(/^3\/4$/, "three-quarters").replace(/^three-quarter$/, "three-quarters");
      if (!COVERS.includes(word)) return fail(ctx, sender, `--cover takes half, three-quarters or full, not “${flags.cover.slice(0, 30)}”.`, parsed);
      cover = word;
    }
    const award = decideAward(ctx.stored, attacker.id, weaponName, typeof flags.award === "boolean" ? flags.award : void 0);
    const reach = flags.ranged === true ? "ranged" : flags.ranged === false ? "melee" : (_b = weapon.reach) != null ? _b : "melee";
    const active = weapon === attacker.sheet.weapon;
    const attackerUses = [
      ...active && typeof flags.dice !== "number" ? ["weapon_attack_dice"] : [],
      ...active && typeof flags.mod !== "number" ? ["weapon_attack_mod"] : [],
      ...active && typeof flags.damage !== "number" ? ["weapon_damage"] : [],
      ...active && typeof flags.type !== "string" ? ["weapon_damage_type"] : [],
      ...active && typeof flags.ranged !== "boolean" ? ["weapon_reach"] : [],
      ...!active ? ["attack_skills"] : []
    ];
    const targetUses = ["defense", "resistances", "vulnerabilities"];
    const unheld = outOfRange([
      [attacker, attackerUses, attacker.name],
      [target, targetUses, sender.isGM || !target.hidden ? target.name : "The target"]
    ]);
    if (unheld) return fail(ctx, sender, unheld);
    const rowUses = [...typeof flags.mod !== "number" ? ["weapon_attack_mod"] : [], ...typeof flags.damage !== "number" ? ["weapon_damage"] : []];
    const rowHeld = active ? null : heldOutOfRange(weapon.outOfRange, rowUses, `${attacker.name}’s weapon “${weaponName}” has`);
    if (rowHeld) return fail(ctx, sender, rowHeld);
    const defaultDefense = target.sheet.defense === null;
    const defense = (_c = target.sheet.defense) != null ? _c : DEFAULT_DEFENSE;
    const result = rollFightAttack(
      {
        skills: dice - 1,
        modifier: typeof flags.mod === "number" ? flags.mod : (_d = weapon.mod) != null ? _d : 0,
        defense,
        cover,
        sneak: flags.sneak === true,
        award: award.die,
        // the roller's word: a skill, item or circumstance the table knows of (page 000); the GM is told (typed, below)
        critical: flags.critical === true,
        chance: attacker.sheet.chance,
        perHit: typeof flags.damage === "number" ? flags.damage : (_e = weapon.damage) != null ? _e : DEFAULT_DAMAGE_PER_HIT,
        category,
        resistances: target.sheet.resistances,
        vulnerabilities: target.sheet.vulnerabilities
      },
      { attacker: attacker.fighter, target: target.fighter, reach, hand: handSources(cmd, "attacker") },
      ctx.ports.dice
    );
    const targetShown = sender.isGM || !target.hidden ? target.name : void 0;
    if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: attacker.name, ...targetShown ? { target: targetShown } : {} }), parsed);
    const earned = result.critical ? earnedAward(ctx.stored, award.rolls, attacker.id, weaponName) : { rolls: award.rolls, earned: false };
    const html = attackCard({ attacker: attacker.name, target: target.name, weapon: weaponName, result, defaultDefense, award: award.note, awardKept: earned.earned });
    const sheetDice = (_f = weapon.dice) != null ? _f : 1;
    const sheetMod = (_g = weapon.mod) != null ? _g : 0;
    const sheetDamage = (_h = weapon.damage) != null ? _h : DEFAULT_DAMAGE_PER_HIT;
    const sheetReach = (_i = weapon.reach) != null ? _i : "melee";
    const typed = [
      ...typeof flags.dice === "number" && flags.dice !== sheetDice ? [`--dice ${flags.dice} (the sheet: ${sheetDice})`] : [],
      ...typeof flags.mod === "number" && flags.mod !== sheetMod ? [`--mod ${flags.mod} (the sheet: ${signed2(sheetMod)})`] : [],
      ...typeof flags.damage === "number" && flags.damage !== sheetDamage ? [`--damage ${flags.damage} (the sheet: ${sheetDamage})`] : [],
      ...category !== weapon.type ? [`--type ${category != null ? category : "none"} (the sheet: ${(_j = weapon.type) != null ? _j : "none"})`] : [],
      ...reach !== sheetReach ? [`--ranged${reach === "ranged" ? "" : " no"} (the sheet: ${sheetReach})`] : [],
      ...flags.critical === true ? ["--critical (the hits are critical)"] : [],
      ...flags.award === true && !decideAward(ctx.stored, attacker.id, weaponName, void 0).die ? ["--award (no award earned)"] : []
    ];
    const notes = [
      // a Defense there but unreadable has its own line (sheetNotes): "no Defense on a sheet" is for none at all
      ...sheetNotes(titleOf(ctx), [[attacker, attackerUses], [target, targetUses]], defaultDefense && !target.sheet.problems.includes("defense") ? [`${target.name} has no Defense on a sheet: ${DEFAULT_DEFENSE} was used.`] : []),
      ...typedNotes(titleOf(ctx), cmd, attacker, typed)
    ];
    const amount = result.outcome === "hit" ? (_l = (_k = result.damage) == null ? void 0 : _k.total) != null ? _l : 0 : 0;
    const ledgerChanged = earned.rolls !== ledgerOf(ctx.stored);
    const storedNow = ledgerChanged ? { ...ctx.stored, rolls: earned.rolls } : ctx.stored;
    const offer = amount > 0 ? offerDamage(ctx, storedNow, target.id, target.name, amount) : ledgerChanged ? { stored: storedNow, outcome: { messages: [] } } : void 0;
    const event = {
      type: "roll",
      kind: "attack",
      id: attacker.id,
      target: target.id,
      dice: result.dice.map((d) => d.value),
      modifier: result.modifier,
      against: result.target,
      advantage: edgeOf(result.advantage),
      hits: result.hits,
      damage: amount
    };
    return rolled(ctx, cmd, [attacker, target], html, event, notes, offer);
  };
  function checkOrSave(kind) {
    return (ctx, cmd) => {
      var _a, _b, _c, _d;
      const { parsed, sender } = cmd;
      const roller = rollerOf(ctx, cmd);
      if (typeof roller === "string") return fail(ctx, sender, roller, parsed);
      const attribute = attributeOf(cmd);
      if (!ATTRIBUTES.includes(attribute)) return fail(ctx, sender, attribute, parsed);
      const attr = attribute;
      const tags = tagsOf2(cmd, kind, attr);
      if (typeof tags === "string") return fail(ctx, sender, tags, parsed);
      const uses = usedBy(kind, roller, attr);
      const unheld = outOfRange([[roller, uses, roller.name]]);
      if (unheld) return fail(ctx, sender, unheld);
      const advantage = ownRollSituation(roller.fighter, { kind, tags, hand: handSources(cmd, "self") });
      const dcGiven = typeof parsed.flags.dc === "number";
      const dc = dcGiven ? parsed.flags.dc : 0;
      const base = { dc, advantage: advantage.sources, chance: roller.sheet.chance };
      const summed = kind === "check" ? summedModRefused(cmd, roller, attr) : null;
      if (summed) return fail(ctx, sender, summed, parsed);
      const result = kind === "check" ? rollCheck({ ...base, modifier: ((_a = roller.sheet.mods[attr]) != null ? _a : 0) + modFlag(cmd) }, ctx.ports.dice) : rollSave({ ...base, score: (_b = roller.sheet.scores[attr]) != null ? _b : 0, modifier: modFlag(cmd) }, ctx.ports.dice);
      if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: roller.name }), parsed);
      const html = checkCard(roller.name, attr, result, dcGiven, (_c = skillOf(cmd)) != null ? _c : void 0);
      const event = {
        type: "roll",
        kind,
        id: roller.id,
        dice: result.dice.map((d) => d.value),
        modifier: result.modifier + ((_d = result.score) != null ? _d : 0),
        ...dcGiven ? { against: dc, success: result.success } : {},
        advantage: edgeOf(result.advantage)
      };
      const noScore = kind === "save" && roller.sheet.scores[attr] === null && !roller.sheet.problems.includes(attr) && typeof parsed.flags.mod !== "number";
      const scoreNote = noScore ? [`${roller.name} has no ${attr} score on a sheet: 0 was used. To give it one, add it with --mod N.`] : [];
      return rolled(ctx, cmd, [roller], html, event, [...sheetNotes(titleOf(ctx), [[roller, uses]], scoreNote), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, kind))]);
    };
  }
  var check = checkOrSave("check");
  var save2 = checkOrSave("save");
  var competition = (ctx, cmd) => {
    var _a, _b, _c, _d, _e, _f;
    const { parsed, sender } = cmd;
    const roller = rollerOf(ctx, cmd);
    if (typeof roller === "string") return fail(ctx, sender, roller, parsed);
    const attribute = attributeOf(cmd);
    if (!ATTRIBUTES.includes(attribute)) return fail(ctx, sender, attribute, parsed);
    const attr = attribute;
    const vsId = parsed.flags.vs;
    const other = typeof vsId === "string" ? opponentOf(ctx, cmd, roller, vsId, "opponent") : void 0;
    if (typeof other === "string") return fail(ctx, sender, other, parsed);
    const tags = tagsOf2(cmd, "competition", attr);
    if (typeof tags === "string") return fail(ctx, sender, tags, parsed);
    const uses = usedBy("competition", roller, attr);
    const theirUses = other ? usedBy("competition", other, attr) : [];
    const unheld = outOfRange([[roller, uses, roller.name], ...other ? [[other, theirUses, sender.isGM || !other.hidden ? other.name : "The other side"]] : []]);
    if (unheld) return fail(ctx, sender, unheld);
    const summed = summedModRefused(cmd, roller, attr);
    if (summed) return fail(ctx, sender, summed, parsed);
    const mine = ownRollSituation(roller.fighter, { kind: "competition", tags, hand: handSources(cmd, "self") });
    if (!other && parsed.flags.vstag !== void 0) return fail(ctx, sender, "--vstag says what the --vs side’s roll is: give --vs too.", parsed);
    if (!other) {
      const solo = rollCompetitionSide({ modifier: ((_a = roller.sheet.mods[attr]) != null ? _a : 0) + modFlag(cmd), advantage: mine.sources }, ctx.ports.dice);
      if (!solo.ok) return fail(ctx, sender, rollRefusalText(solo, { self: roller.name }), parsed);
      const event2 = { type: "roll", kind: "competition", id: roller.id, dice: solo.side.dice.map((d) => d.value), modifier: solo.side.modifier, advantage: edgeOf(solo.side.advantage) };
      return rolled(ctx, cmd, [roller], competitionSideCard(roller.name, attr, solo.side, (_b = skillOf(cmd)) != null ? _b : void 0), event2, [...sheetNotes(titleOf(ctx), [[roller, uses]]), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, "competition"))]);
    }
    const own2 = tagsOf2(cmd, "competition", attr, "vstag");
    if (typeof own2 === "string") return fail(ctx, sender, own2, parsed);
    const theirTags = [.../* @__PURE__ */ new Set([...own2, ...tags.filter((t) => t === "body" || t === "sight" || t === "hearing")])];
    const theirs = ownRollSituation(other.fighter, { kind: "competition", tags: theirTags });
    const result = rollCompetition(
      {
        challenger: { modifier: ((_c = roller.sheet.mods[attr]) != null ? _c : 0) + modFlag(cmd), advantage: mine.sources },
        defender: { modifier: (_d = other.sheet.mods[attr]) != null ? _d : 0, advantage: theirs.sources }
      },
      ctx.ports.dice
    );
    if (!result.ok) return fail(ctx, sender, rollRefusalText(result, { self: roller.name }), parsed);
    const html = competitionCard(roller.name, other.name, attr, result, (_e = skillOf(cmd)) != null ? _e : void 0);
    const event = {
      type: "roll",
      kind: "competition",
      id: roller.id,
      target: other.id,
      against: (_f = result.defender.total) != null ? _f : 0,
      success: result.outcome === "challenger",
      dice: result.challenger.dice.map((d) => d.value),
      modifier: result.challenger.modifier,
      advantage: edgeOf(result.challenger.advantage)
    };
    return rolled(ctx, cmd, [roller, other], html, event, [...sheetNotes(titleOf(ctx), [[roller, uses], [other, theirUses]]), ...typedNotes(titleOf(ctx), cmd, roller, typedMod(cmd, roller, attr, "competition"))]);
  };

  // src/app/commands/effects.ts
  var effect = sayingLeftOut((ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, sender, target.error, parsed);
    const ids = target.ids.filter((x) => state2.combatants.some((c) => c.id === x));
    const missing = noCombatants(ctx, target.ids, ids, "Select the combatants the effect is on.");
    if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
    const add2 = typeof parsed.flags.add === "string" ? parsed.flags.add.trim() : "";
    const remove3 = typeof parsed.flags.remove === "string" ? parsed.flags.remove.trim() : "";
    if (!add2 && !remove3) return fail(ctx, sender, "Say which effect to add or remove: --add Bless --rounds 3, or --remove Bless.", parsed);
    const clock = rs.clock(state2);
    if (remove3) {
      const gone = effectsOf(state2).filter((e) => ids.includes(e.bearer) && e.name.toLowerCase() === remove3.toLowerCase());
      if (gone.length === 0) return fail(ctx, sender, `No effect “${remove3.slice(0, 40)}” is on ${ids.length === 1 ? "that combatant" : "those combatants"}.`);
      const kept = effectsOf(state2).filter((e) => !gone.includes(e));
      let step = { state: withEffects(state2, kept), events: gone.map((e) => ({ type: "effect-ended", id: e.bearer, name: e.name, count: clock })) };
      for (const e of gone) {
        if (e.condition && !kept.some((x) => x.bearer === e.bearer && x.condition === e.condition)) {
          const lifted = rs.changeConditions(step.state, e.bearer, [], [e.condition]);
          step = { state: lifted.state, events: [...step.events, ...lifted.events] };
        }
      }
      return stepOutcome(ctx, fight, step);
    }
    if (add2.toLowerCase() === STANDING_UP.toLowerCase()) {
      return fail(ctx, sender, `“${STANDING_UP}” is the name of the timer a stand under way keeps: give the effect another name. To stand a combatant up now: !${BUTTON_WORD} condition --remove prone.`);
    }
    const ends = durationOf(rs, state2, parsed.flags);
    if (typeof ends === "string") return fail(ctx, sender, ends, parsed);
    if (ends === null) return fail(ctx, sender, "Give the effect a duration: --counts N, --seconds N, --rounds N or --actions N.", parsed);
    const marker = typeof parsed.flags.marker === "string" ? parsed.flags.marker.trim() : "";
    if (marker && !MARKER_TAG.test(marker)) return fail(ctx, sender, `A marker tag looks like lightning-helix or Flex::1234, not “${marker.slice(0, 30)}”.`, parsed);
    const name = add2.slice(0, 60);
    const forGood = heldForGood(state2, ids, name);
    const bearers = ids.filter((id) => !forGood.includes(id));
    const told = forGood.map((id) => {
      var _a, _b;
      return `${(_b = (_a = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a.name) != null ? _b : "It"} is already ${name.toLowerCase()}, with no end: it stays so (remove it first to give it a duration).`;
    });
    if (bearers.length === 0) return { messages: [toSender(sender, notice(titleOf(ctx), told))] };
    const outcome = stepOutcome(ctx, fight, afterTurnAction(rs, state2, timedAgain(rs, state2, clock, bearers, name, marker || null, ends)));
    return withGmNote(ctx, outcome, told);
  });
  function timedAgain(rs, state2, clock, bearers, name, marker, ends) {
    var _a;
    const key2 = name.toLowerCase();
    if (!isConditionKey(key2)) return addEffects(state2, clock, bearers, name, marker, null, ends);
    let given = { state: state2, events: [] };
    for (const id of bearers) {
      if (((_a = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a.conditions.includes(key2)) === true) continue;
      const step = rs.changeConditions(given.state, id, [key2], []);
      given = { state: step.state, events: [...given.events, ...step.events] };
    }
    const others = otherTimersOf(given.state, bearers, key2);
    const base = others.length ? withEffects(given.state, effectsOf(given.state).filter((e) => !others.includes(e))) : given.state;
    const held = addEffects(base, clock, bearers, name, marker, key2, ends);
    return { state: held.state, events: [...given.events, ...held.events] };
  }
  function heldForGood(state2, ids, name) {
    const key2 = name.toLowerCase();
    if (!isConditionKey(key2)) return [];
    return ids.filter((id) => {
      var _a;
      return ((_a = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a.conditions.includes(key2)) === true && !effectsOf(state2).some((e) => e.bearer === id && e.condition === key2);
    });
  }

  // src/app/commands/condition.ts
  function conditionPicker(list) {
    const token = list.length === 1 ? ` --token ${list[0].id}` : "";
    const buttons = CONDITION_KEYS.map((k) => {
      const held = list.every((c) => c.conditions.includes(k));
      return held ? button(text(`✓ ${k}`), `!rondel condition --remove ${k}${token}`, COLOURS.good) : button(text(k), `!rondel condition --add ${k}${token}`);
    });
    const who2 = list.length === 1 ? list[0].name : `the ${list.length} selected combatants`;
    const lines = [text(`Conditions of ${who2}: press one to add it, a ✓ one to take it off.`, 200), join2(buttons, " ")];
    if (list.length > 1) lines.push(text("The buttons act on the tokens selected when one is pressed.", 120));
    return noticeCard("Conditions", lines);
  }
  function read(v) {
    const words2 = Array.isArray(v) ? v : [];
    if (words2.includes("all")) return { keys: [...CONDITION_KEYS], bad: [] };
    const keys = [];
    const bad = [];
    for (const w of words2) {
      const k = parseCondition(w);
      if (!k) bad.push(w);
      else if (!keys.includes(k)) keys.push(k);
    }
    return { keys, bad };
  }
  var condition = sayingLeftOut((ctx, cmd) => {
    var _a;
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const undone = undoneDamage(ctx, cmd);
    if (undone) return undone;
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, sender, target.error, parsed);
    const ids = target.ids.filter((x) => state2.combatants.some((c) => c.id === x));
    const missing = noCombatants(ctx, target.ids, ids, "Select the combatants first.");
    if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
    const add2 = read(parsed.flags.add);
    const remove3 = read(parsed.flags.remove);
    const bad = [...add2.bad, ...remove3.bad];
    if (bad.length) return fail(ctx, sender, `Unknown condition ${bad.join(", ")}. Conditions: ${CONDITION_KEYS.join(", ")}.`, parsed);
    const ends = durationOf(rs, state2, parsed.flags);
    if (typeof ends === "string") return fail(ctx, sender, ends, parsed);
    if (add2.keys.length === 0 && remove3.keys.length === 0) {
      if (ends === null) return { messages: [toSender(sender, conditionPicker(ids.map((id) => state2.combatants.find((c) => c.id === id)).filter((c) => c !== void 0)))] };
      return fail(ctx, sender, "Say which conditions to add or remove.", parsed);
    }
    const timed = (id, k) => effectsOf(state2).some((e) => e.bearer === id && e.condition === k);
    const heldForGood2 = [];
    const already = ids.flatMap((id) => {
      const c = state2.combatants.find((x) => x.id === id);
      return add2.keys.filter((k) => (c == null ? void 0 : c.conditions.includes(k)) && !timed(id, k)).map((k) => {
        var _a2;
        return `${(_a2 = c == null ? void 0 : c.name) != null ? _a2 : "It"} is already ${k}${ends ? ", with no end: it stays so (remove it first to give it a duration)" : ""}.`;
      });
    });
    let changed = sequence(state2, ids.map((id) => (s) => rs.changeConditions(s, id, add2.keys, remove3.keys)));
    const brought = withBrought(add2.keys, remove3.keys);
    const forGood = ends ? brought.filter((k) => !add2.keys.includes(k)) : brought;
    const untimed = effectsOf(changed.state).filter((e) => e.condition !== null && ids.includes(e.bearer) && (remove3.keys.includes(e.condition) || forGood.includes(e.condition)));
    if (untimed.length) {
      const keptEffects = effectsOf(changed.state).flatMap((e) => !untimed.includes(e) ? [e] : onlyTimesItsCondition(e) ? [] : [{ ...e, condition: null }]);
      changed = { state: withEffects(changed.state, keptEffects), events: changed.events };
      for (const e of untimed) {
        const c = state2.combatants.find((x) => x.id === e.bearer);
        if (e.condition && !remove3.keys.includes(e.condition)) heldForGood2.push(`${(_a = c == null ? void 0 : c.name) != null ? _a : "It"} is now ${e.condition} with no end.`);
      }
    }
    if (changed.state === state2 && !ends) return fail(ctx, sender, already.length ? already.join(" ") : "Nothing to change: those conditions are not there.", parsed);
    let step = changed;
    if (ends) {
      for (const k of add2.keys) {
        if (remove3.keys.includes(k)) continue;
        const bearers = ids.filter((id) => {
          var _a2;
          return !((_a2 = state2.combatants.find((x) => x.id === id)) == null ? void 0 : _a2.conditions.includes(k)) || timed(id, k);
        });
        if (bearers.length === 0) continue;
        const others = otherTimersOf(step.state, bearers, k);
        const base = others.length ? withEffects(step.state, effectsOf(step.state).filter((e) => !others.includes(e))) : step.state;
        const started = addEffects(base, rs.clock(state2), bearers, k, null, k, ends);
        step = { state: started.state, events: [...step.events, ...started.events] };
      }
    }
    if (ends) step = afterTurnAction(rs, state2, step);
    const notes = already.length || heldForGood2.length ? [toSender(sender, notice(titleOf(ctx), [...already, ...heldForGood2]))] : [];
    return stepOutcome(ctx, fight, step, notes);
  });

  // src/app/commands/config.ts
  function configCard(config2, word, custom) {
    var _a, _b;
    const t = markerTags(config2, custom);
    const set2 = (key2, value, label2) => button(text(label2), `!${word} config --set ${key2}=${value}`);
    const option = (key2, value, meaning, ...buttons) => join2([strong(text(`${key2}: `)), text(value, 60), meaning ? muted(text(` (${meaning})`, 120)) : raw(""), raw(" "), ...buttons]);
    const onOff = (b) => b ? "on" : "off";
    const lines = [
      option("rules", config2.rules, `a new fight’s rule set: ${(_b = (_a = ruleSetOf(config2.rules)) == null ? void 0 : _a.name) != null ? _b : config2.rules}`, set2("rules", "?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}", "change")),
      option("flex", config2.flexMarker === "" ? "auto" : t.flex, config2.flexMarker === "" ? `flex marker: ${t.flex}` : "flex marker", set2("flex", "?{Marker tag (auto: a custom marker named Flex)|auto}", "change")),
      option("guard", t.guard, "Full Guard marker", set2("guard", "?{Marker tag|bolt-shield}", "change")),
      option("hold", t.hold, "holding marker", set2("hold", "?{Marker tag|stopwatch}", "change")),
      option("dash", t.dash, "dash marker", set2("dash", "?{Marker tag|fluffy-wing}", "change")),
      option("move", t.move, "movement badge marker", set2("move", "?{Marker tag|tread}", "change")),
      option("badges", onOff(config2.movementBadges), "hexes on the tokens at a movement window", set2("badges", onOff(!config2.movementBadges), `turn ${onOff(!config2.movementBadges)}`)),
      option("countdown", onOff(config2.flexCountdown), "the flex marker counts down the counts left", set2("countdown", onOff(!config2.flexCountdown), `turn ${onOff(!config2.flexCountdown)}`)),
      option("statuses", onOff(config2.statusMarkers), "Full Guard, holding and dashing as markers on the tokens", set2("statuses", onOff(!config2.statusMarkers), `turn ${onOff(!config2.statusMarkers)}`)),
      // a two-way option's button says what it switches to: a bare value read as "reset this option" (ruling 7)
      option(
        "announce",
        config2.announce === "all" ? "everyone" : "gm",
        config2.announce === "all" ? "the cards go to everyone" : "the cards go to the GM; a player still sees their own step",
        set2("announce", config2.announce === "all" ? "gm" : "everyone", config2.announce === "all" ? "switch to GM only" : "switch to everyone")
      ),
      option(
        "passed",
        config2.passedOver,
        `rondel: a turn that ends with no action declared becomes ${config2.passedOver === "guard" ? "Full Guard" : "a Reset"}`,
        set2("passed", config2.passedOver === "guard" ? "reset" : "guard", config2.passedOver === "guard" ? "switch to Reset" : "switch to Full Guard")
      ),
      option("alias", config2.alias ? config2.alias : "none", config2.alias ? `!${config2.alias} works too` : "an extra command word", set2("alias", "?{Command word (none to remove)|er}", "change")),
      option(
        "trackeredits",
        config2.trackerEdits,
        config2.trackerEdits === "ask" ? "tracker edits are put back, the GM adopts them" : "tracker edits are adopted",
        set2("trackeredits", config2.trackerEdits === "ask" ? "adopt" : "ask", config2.trackerEdits === "ask" ? "switch to adopt" : "switch to ask")
      ),
      option("reroll", onOff(config2.rerollEachRound), "10-second rounds: initiative every round", set2("reroll", onOff(!config2.rerollEachRound), `turn ${onOff(!config2.rerollEachRound)}`)),
      option("eot", onOff(config2.eot), "!eot ends one’s own turn; other turn scripts claim it too", set2("eot", onOff(!config2.eot), `turn ${onOff(!config2.eot)}`)),
      option("autodamage", onOff(config2.autoDamage), config2.autoDamage ? "attacks lower bodies at once" : "the GM applies damage with a click", set2("autodamage", onOff(!config2.autoDamage), `turn ${onOff(!config2.autoDamage)}`)),
      ...tableLines(config2, option, set2),
      join2([
        strong(text("condition.NAME: ")),
        muted(text(`the marker of each condition: ${CONDITION_KEYS.map((k) => `${k} ${config2.conditionMarkers[k] || "none"}`).join(", ")} `, 600)),
        set2("condition.?{Condition|prone}", "?{Marker tag (none for no marker)|back-pain}", "change")
      ]),
      join2([strong(text("pattern.TIER: ")), muted(text("hexes per movement window"))]),
      ...TIER_KEYS.map((k) => join2([swatch(tierInfo(k).colour), raw(" "), text(`${k}: ${config2.pattern[k].join("/")} `), muted(text(`(${tierInfo(k).name})`))])),
      join2([
        set2(`pattern.?{Tier|${TIER_KEYS.map((k) => `${tierInfo(k).name},${k}`).join("|")}}`, `?{Hexes per window, slash-separated (${config2.pattern.red_fox.length} windows)|}`, "edit a tier"),
        button(text("Reset the pattern"), `!${word} config --reset pattern`),
        button(text("Reset everything"), `!${word} config --reset all`, COLOURS.bad)
      ]),
      muted(text(`By hand: !${word} config --set key=value, with the words above.`))
    ];
    return noticeCard("Rondel options", lines);
  }
  var config = (ctx, cmd) => {
    {
      const custom = () => ctx.ports.world.customMarkers();
      const { parsed, sender } = cmd;
      const config2 = ctx.stored.config;
      const set2 = typeof parsed.flags.set === "string" ? parsed.flags.set : null;
      const reset = typeof parsed.flags.reset === "string" ? parsed.flags.reset : null;
      if (set2 === null && reset === null) return { messages: [toSender(sender, configCard(config2, BUTTON_WORD, custom()))] };
      const changed = reset !== null ? resetOption(config2, reset) : setOption(config2, set2);
      if (typeof changed === "string") return fail(ctx, sender, changed, parsed);
      return { stored: { ...ctx.stored, config: changed }, messages: [toSender(sender, configCard(changed, BUTTON_WORD, custom()))] };
    }
  };
  function tableLines(config2, option, set2) {
    const onOff = (b) => b ? "on" : "off";
    const meaning = {
      ring: "a ring moved under the due token: 1 update per turn",
      graphic: "your image under the due token: 1 update per turn",
      aura: "an aura on the due token: 2 updates per turn",
      tint: "a tint on the due token: 2 updates per turn",
      off: "the due token is not marked"
    }[config2.indicator];
    const hookMeaning = { turn: "runs when a turn starts", round: "runs when a round starts", window: "runs at a movement window" };
    return [
      option("indicator", config2.indicator, meaning, set2("indicator", "?{Indicator|ring|graphic|aura|tint|off}", "change")),
      option("indicatorimage", config2.indicatorImage ? "set" : "none", "the graphic indicator’s image, from your library", set2("indicatorimage", "?{Image address (…/thumb.png)|none}", "change")),
      option("ping", onOff(config2.ping), "ping the due token for its players", set2("ping", onOff(!config2.ping), `turn ${onOff(!config2.ping)}`)),
      option("countertext", onOff(config2.counterText), "the clock as text on the map", set2("countertext", onOff(!config2.counterText), `turn ${onOff(!config2.counterText)}`)),
      ...HOOK_KEYS.map((k) => option(`hook.${k}`, hookOf(config2, k) || "none", hookMeaning[k], set2(`hook.${k}`, "?{API command or #macro (none to remove)|none}", "change"))),
      option("timer", config2.turnTimer ? String(config2.turnTimer) : "off", "seconds before a reminder of a waiting turn", set2("timer", "?{Seconds (0 for off)|60}", "change"))
    ];
  }

  // src/app/commands/done.ts
  function staleButton(ctx, cmd, rs, state2) {
    var _a;
    const { turn, due } = cmd.parsed.flags;
    const clock = clockFormat(rs.id);
    if (typeof turn === "number" && turn !== rs.clock(state2)) return fail(ctx, cmd.sender, `That button was for ${clock.at(turn)}, and it is ${clock.at(rs.clock(state2))} now: nothing was done.`);
    if (typeof due === "string" && ((_a = seenTurn(ctx, cmd.sender, rs.current(state2))) == null ? void 0 : _a.id) !== due) return fail(ctx, cmd.sender, "That button was for a turn that has ended: nothing was done.");
    return null;
  }
  function namedTurnRefused(ctx, cmd, rs, state2) {
    var _a, _b;
    const { flags } = cmd.parsed;
    if (typeof flags.token !== "string" && typeof flags.char !== "string") return null;
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
    const inFight = target.ids.filter((id) => state2.combatants.some((c) => c.id === id));
    if (inFight.length === 0) return fail(ctx, cmd.sender, "That token is not in the fight: nothing was done.", cmd.parsed);
    const turn = seenTurn(ctx, cmd.sender, rs.current(state2));
    if (turn && inFight.includes(turn.id)) return null;
    const name = (_b = (_a = state2.combatants.find((c) => c.id === inFight[0])) == null ? void 0 : _a.name) != null ? _b : "that combatant";
    return fail(ctx, cmd.sender, `It is not ${name}’s turn: nothing was done.`);
  }
  var done = (ctx, cmd) => {
    const { sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const stale = staleButton(ctx, cmd, rs, state2);
    if (stale) return stale;
    const named = namedTurnRefused(ctx, cmd, rs, state2);
    if (named) return named;
    const notYours = notYourTurn(ctx, sender, rs, state2, rs.current(state2));
    if (notYours) return notYours;
    const outcome = stepOutcome(ctx, fight, rs.advance(state2, ctx.ports.dice, advanceOptions(ctx), "next"));
    const due = rs.current(state2);
    if (!due) return outcome;
    const echoed = echoedToActor(ctx, sender, due.id, outcome);
    if (echoed !== outcome || sender.isGM || sender.isApi || announceTo(ctx.stored.config) !== "gm" || outcome.stored === void 0) return echoed;
    return { ...outcome, messages: [...outcome.messages, toSender(sender, notice(titleOf(ctx), [`${due.name}’s turn is over.`]))] };
  };

  // src/app/commands/end.ts
  var HELD = "Conditions still on at the end, cleared with the fight (markers and sheets too):";
  var end = (ctx, cmd) => {
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, cmd.sender);
    const rs = rulesOf(fight.rules);
    const s = present(fight);
    if (cmd.parsed.flags.confirm !== true && !cmd.sender.isApi) {
      const n = s.combatants.length;
      const ask = noticeCard("End the fight?", [
        text(`It is at ${clockFormat(rs.id).at(rs.clock(s))} with ${n} combatant${n === 1 ? "" : "s"}. Ending it clears its tracker entries and markers, and undo cannot bring it back.`, 300),
        join2([button(text("End the fight"), `!${BUTTON_WORD} end --confirm --asked`, COLOURS.bad), muted(text(" or carry on: nothing has changed"))])
      ]);
      return { stored: fight.endAsked ? ctx.stored : { ...ctx.stored, fight: { ...fight, endAsked: true } }, messages: [toSender(cmd.sender, ask)] };
    }
    if (cmd.parsed.flags.asked === true && fight.endAsked !== true) {
      return fail(ctx, cmd.sender, `That button was for a fight that has moved on or ended: nothing was done. To end this one: !${BUTTON_WORD} end.`);
    }
    const order = rs.order(s);
    const audience = announceTo(ctx.stored.config);
    const hidden = (id) => isHidden(ctx.ports.world, id);
    const shown = audience === "gm" ? order : order.filter((c) => !hidden(c.id));
    const secret = audience === "gm" ? [] : order.filter((c) => hidden(c.id));
    const names = (list) => ({ kind: "list", head: strong(text(`In the fight at the end (${list.length}): `)), items: list.map((c) => unbroken(text(c.name, 40))) });
    const held = (list) => list.filter((c) => c.conditions.length > 0).map((c) => text(`${c.name.slice(0, 40)}: ${c.conditions.join(", ")}`, 300));
    const shownHeld = held(shown).map((html) => ({ kind: "line", group: "condition", html }));
    const rows = [
      { kind: "fixed", html: text(`The fight ends at ${clockFormat(rs.id).at(rs.clock(s))}. Its tracker entries and markers are cleared.`, 200) },
      ...shown.length ? [names(shown)] : [],
      ...shownHeld.length ? [{ kind: "fixed", html: strong(text(HELD)) }, ...shownHeld] : []
    ];
    const over = `${titleOf(ctx)}: the fight is over`;
    const title = text(over);
    const summary = fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more: (_group, hidden2) => muted(text(`… and ${hidden2} more still on (the GM has them).`)) });
    const messages = [{ to: audience, html: summary.html }];
    const secretHeld = held(secret);
    const gmRows = [
      ...secret.length ? [join2([text(`Hidden from the players (${secret.length}): `), join2(secret.map((c) => text(c.name, 40)), raw(", "))])] : [],
      ...secretHeld.length ? [strong(text(HELD)), ...secretHeld] : [],
      ...summary.rest
    ];
    for (const html of restCards(text(`${over}, for the GM`), gmRows)) messages.push({ to: "gm", html, noarchive: true });
    return { stored: { ...withoutAwards(ctx.stored), fight: null }, messages };
  };

  // src/app/commands/help.ts
  var help = (ctx, cmd) => {
    var _a, _b, _c, _d;
    const { parsed, sender } = cmd;
    const topic = parsed.arg ? VERBS.find((v) => v.name === parsed.arg) : void 0;
    if (parsed.arg && !topic) {
      const near = nearestVerb(parsed.arg);
      return fail(ctx, sender, `There is no command “${parsed.arg}”.${near ? ` Did you mean !${BUTTON_WORD} help ${near.name}?` : ""}`);
    }
    return { messages: [toSender(sender, topic ? verbHelpCard(BUTTON_WORD, topic, (_b = (_a = ctx.stored.fight) == null ? void 0 : _a.rules) != null ? _b : null) : helpCard(BUTTON_WORD, VERBS, sender.isGM, (_d = (_c = ctx.stored.fight) == null ? void 0 : _c.rules) != null ? _d : ctx.stored.config.rules))] };
  };

  // src/app/commands/macros.ts
  var GM_MACROS = [
    ["Rondel-Start", "!rondel start"],
    ["Rondel-Next", "!rondel next"],
    ["Rondel-Status", "!rondel status"],
    ["Rondel-End", "!rondel end"],
    ["Rondel-Undo", "!rondel undo"],
    ["Rondel-Config", "!rondel config"]
  ];
  var TOKEN_ACTIONS = [
    ["Act", "!rondel menu --char @{character_id}"],
    ["React", "!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}"]
  ];
  var HOLD = ["Hold", "!rondel act hold --char @{character_id}"];
  var TRIGGER = ["Trigger", "!rondel trigger --char @{character_id} --note ?{What happened? (empty: the readied trigger)}"];
  function tokenActions(rules) {
    const rs = rulesOf(rules);
    return [...TOKEN_ACTIONS, ...rs.actions.some((a) => a.key === "hold") ? [HOLD] : [], ...rs.actions.some((a) => a.key === "ready") ? [TRIGGER] : []];
  }
  var macros = (ctx, cmd) => {
    var _a, _b;
    const { sender } = cmd;
    const world = ctx.ports.world;
    const gmId = sender.isApi ? world.firstGM() : sender.playerId;
    const lines = [];
    const effects = [];
    if (gmId) {
      for (const [name, action] of GM_MACROS) effects.push({ kind: "macro", playerId: gmId, name, action });
      lines.push(`GM macros ready: ${GM_MACROS.map((m) => m[0]).join(", ")}.`);
    }
    const characters = /* @__PURE__ */ new Map();
    for (const t of cmd.selected) {
      if (t.represents) {
        const name = world.characterName(t.represents);
        if (name !== void 0) characters.set(t.represents, name);
      }
    }
    const actions = tokenActions((_b = (_a = ctx.stored.fight) == null ? void 0 : _a.rules) != null ? _b : ctx.stored.config.rules);
    const names = actions.map((a) => a[0]);
    const unused = [HOLD, TRIGGER].filter((a) => !actions.includes(a));
    for (const [characterId, name] of characters) {
      for (const [ability, action] of actions) effects.push({ kind: "ability", characterId, name: ability, action });
      for (const [ability, action] of unused) effects.push({ kind: "ability-gone", characterId, name: ability, action });
      lines.push(`${name}: token actions ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}.`);
    }
    if (characters.size === 0) lines.push("Select tokens that represent characters to give them token actions too.");
    return { messages: [toSender(sender, notice("Rondel: macros", lines))], effects };
  };

  // src/app/commands/menu.ts
  var menu = (ctx, cmd) => {
    var _a;
    const { sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const current = rs.current(state2);
    const notYours = notYourTurn(ctx, sender, rs, state2, current);
    if (notYours) return notYours;
    const due = current;
    const blockedBy = (_a = blocksActing(due.conditions)) != null ? _a : null;
    if (blockedBy) return fail(ctx, sender, `${due.name} is ${blockedBy} and cannot act: ${sender.isGM ? "pass the turn with !rondel next" : "end the turn with !rondel done"}.`);
    const menus = menusFor(ctx, fight, [{ type: "turn-due", id: due.id, count: rs.clock(state2), blockedBy }]).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
    return { messages: menus.slice(0, 1) };
  };

  // src/app/quiet.ts
  function answered(ctx, sender, outcome, line) {
    var _a, _b;
    if (outcome.messages.length > 0 || ((_b = (_a = outcome.menus) == null ? void 0 : _a.length) != null ? _b : 0) > 0) return outcome;
    return { ...outcome, messages: [toSender(sender, notice(titleOf(ctx), [line()]))] };
  }

  // src/app/commands/next.ts
  var next = (ctx, cmd) => {
    var _a;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, cmd.sender);
    const rs = rulesOf(fight.rules);
    const turn = cmd.parsed.flags.turn;
    if (typeof turn === "number" && turn !== rs.clock(present(fight))) {
      const clock = clockFormat(rs.id);
      return fail(ctx, cmd.sender, `That button was for ${clock.at(turn)}, and it is ${clock.at(rs.clock(present(fight)))} now: nothing was done.`);
    }
    const due = cmd.parsed.flags.due;
    if (typeof due === "string" && ((_a = rs.current(present(fight))) == null ? void 0 : _a.id) !== due) {
      return fail(ctx, cmd.sender, "That button was for a turn that has ended: nothing was done.");
    }
    const outcome = stepOutcome(ctx, fight, rs.advance(present(fight), ctx.ports.dice, advanceOptions(ctx), cmd.parsed.flags.step === true ? "step" : "next"));
    return answered(ctx, cmd.sender, outcome, () => {
      var _a2, _b;
      const after = (_b = (_a2 = outcome.stored) == null ? void 0 : _a2.fight) != null ? _b : fight;
      return `Now at ${clockFormat(rs.id).at(rs.clock(present(after)))}: nothing happens here.`;
    });
  };

  // src/app/commands/react.ts
  var react3 = (ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const own2 = ownCombatant(ctx, cmd, state2, {
      none: "Select your token (or use the React button of your sheet or menu).",
      several: (n, byChar) => byChar ? `That character has ${n} tokens in the fight: select the one that reacts.` : "Select just one token to react with."
    });
    if ("refused" in own2) return own2.refused;
    const id = own2.id;
    const step = rs.react(state2, id, typeof parsed.flags.note === "string" ? parsed.flags.note : "", ruleOptions(ctx.stored.config));
    const refused = rejectionOf(step);
    if (refused) return refusal(ctx, sender, refused);
    return echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
  };

  // src/app/commands/remove.ts
  var remove2 = sayingLeftOut((ctx, cmd) => {
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, cmd.sender);
    const undone = undoneDamage(ctx, cmd);
    if (undone) return undone;
    const state2 = present(fight);
    const rs = rulesOf(fight.rules);
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
    const ids = target.ids.filter((id) => state2.combatants.some((c) => c.id === id));
    const missing = noCombatants(ctx, target.ids, ids, "Select the combatants to remove.");
    if (missing) return missing.usage ? fail(ctx, cmd.sender, missing.text, cmd.parsed) : fail(ctx, cmd.sender, missing.text);
    const held = state2.combatants.filter((c) => ids.includes(c.id) && c.conditions.length > 0).map((c) => `${c.name} (${andList(c.conditions)})`);
    const told = held.length ? [{ to: "gm", html: notice(titleOf(ctx), [`Their conditions leave the fight with them, markers and all: ${held.join("; ")}. To keep a token marked, set a marker by hand (Roll20’s dead marker, say): the fight no longer changes it.`]), noarchive: true }] : [];
    return stepOutcome(ctx, fight, sequence(state2, ids.map((id) => (s) => rs.leave(s, id))), told);
  });

  // src/app/commands/set.ts
  var set = sayingLeftOut((ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const target = pointedAt(ctx, cmd, state2);
    if (target.error) return fail(ctx, sender, target.error, parsed);
    const ids = target.ids.filter((x) => state2.combatants.some((c) => c.id === x));
    const missing = noCombatants(ctx, target.ids, ids, "Select the combatants to change.");
    if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
    const { count, tier, perception } = parsed.flags;
    if (count === void 0 && tier === void 0 && perception === void 0) return fail(ctx, sender, "Say what to set.", parsed);
    const dice = ctx.ports.dice;
    const steps = [
      ...typeof count === "number" ? [(x) => rs.placeAll(x, ids, count, dice)] : [],
      ...ids.flatMap((id) => [
        ...typeof tier === "string" ? [(x) => rs.setTier(x, id, tier)] : [],
        ...typeof perception === "number" ? [(x) => rs.setPerception(x, id, perception)] : []
      ])
    ];
    const step = sequence(state2, steps);
    const refused = rejectionOf(step);
    if (refused) return refusal(ctx, sender, refused, parsed);
    return answered(ctx, sender, withAnotherAction(ctx, rs, state2, step.state, ids, stepOutcome(ctx, fight, step)), () => {
      const names = ids.map((id) => {
        var _a, _b;
        return (_b = (_a = state2.combatants.find((c) => c.id === id)) == null ? void 0 : _a.name) != null ? _b : "that combatant";
      });
      const what = [
        ...typeof count === "number" ? [clockFormat(rs.id).unit(count)] : [],
        ...typeof tier === "string" ? [`tier ${tier}`] : [],
        ...typeof perception === "number" ? [`Perception modifier ${perception}`] : []
      ];
      return `Nothing changed: ${names.join(", ")} already ${names.length === 1 ? "has" : "have"} ${what.join(", ")}.`;
    });
  });
  function doneThisRound(rs, state2, id) {
    var _a, _b;
    return rs.doneThisRound ? rs.doneThisRound(state2, id) : rs.valueOf(state2, id) === null || ((_b = (_a = rs.ahead) == null ? void 0 : _a.call(rs, state2, id)) != null ? _b : null) !== null;
  }
  function withAnotherAction(ctx, rs, before, after, ids, outcome) {
    if (after === before || rs.round(after) !== rs.round(before)) return outcome;
    const given = ids.filter((id) => doneThisRound(rs, before, id) && !doneThisRound(rs, after, id));
    const first = given[0];
    const value = first === void 0 ? null : rs.valueOf(after, first);
    if (value === null) return outcome;
    const names = given.map((id) => {
      var _a, _b;
      return (_b = (_a = after.combatants.find((c) => c.id === id)) == null ? void 0 : _a.name) != null ? _b : "that combatant";
    });
    const line = `${names.join(", ")} had no action left this round: this gives ${names.length === 1 ? "it" : "each"} another, at ${clockFormat(rs.id).unit(value)}. !rondel undo takes it back.`;
    return withGmNote(ctx, outcome, [line]);
  }

  // src/app/commands/start.ts
  var start = (ctx, cmd) => {
    var _a;
    const { parsed, sender } = cmd;
    const asked = ctx.stored.fight;
    if (parsed.flags.asked === true && (asked == null ? void 0 : asked.startAsked) !== true) {
      return fail(
        ctx,
        sender,
        asked ? `That button was for a fight that has moved on since: nothing was done. To start a new one, select its tokens and type !${BUTTON_WORD} start --confirm.` : `That button is from an earlier question, about a fight that has ended: nothing was done. To start a fight, select its tokens and type !${BUTTON_WORD} start.`,
        parsed
      );
    }
    const tokens = cmd.selected.filter((t) => !isTurnMarker(t));
    const markers = cmd.selected.length - tokens.length;
    if (tokens.length === 0) return fail(ctx, sender, markers ? "Only another script’s turn marker is selected: select the tokens in the fight, then run !rondel start." : "Select the tokens in the fight first, then run !rondel start.", parsed);
    const chosen = typeof parsed.flags.rules === "string" ? parsed.flags.rules.toLowerCase() : ctx.stored.config.rules;
    if (!isRuleSetId(chosen)) return fail(ctx, sender, `There is no rule set “${chosen.slice(0, 30)}”. Rule sets: ${ruleSets().map((r) => r.id).join(", ")}.`, parsed);
    const rs = rulesOf(chosen);
    const running = ctx.stored.fight;
    if (running && parsed.flags.confirm !== true) {
      const s = present(running);
      const rules = chosen === ctx.stored.config.rules ? "" : ` --rules ${chosen}`;
      return {
        // the button replaces this fight as it is now: after a step (an undo too), or in another fight, it does nothing
        stored: running.startAsked ? ctx.stored : { ...ctx.stored, fight: { ...running, startAsked: true } },
        messages: [
          toSender(
            sender,
            noticeCard("A fight is still running", [
              text(`It is at ${clockFormat(running.rules).at(rulesOf(running.rules).clock(s))} with ${s.combatants.length} combatant${s.combatants.length === 1 ? "" : "s"}. Starting again ends it and starts a new one.`, 300),
              join2([button(text("Start a new fight"), `!${BUTTON_WORD} start --confirm --asked${rules}`, COLOURS.bad), muted(text(" keep the tokens selected"))])
            ])
          )
        ]
      };
    }
    const { kept: joining, refused: orphans } = orphanedOut(ctx.ports.world, tokens);
    if (joining.length === 0 && orphans) return fail(ctx, sender, orphans, parsed);
    const pageId = joining[0].pageId;
    const onPage = joining.filter((t) => t.pageId === pageId);
    const made = onPage.map((t) => newCombatant(ctx.ports.world, t));
    const step = rs.start(
      made.map((m) => m.nc),
      ctx.ports.dice,
      ruleOptions(ctx.stored.config)
    );
    const skipped = joining.length - onPage.length;
    const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })), ruleSetTitle(rs.id));
    const left = [
      ...skipped ? [`${skipped} selected token(s) on another page were left out: a fight stays on one page.`] : [],
      ...markers ? [MARKER_LEFT_OUT] : [],
      ...orphans ? [orphans] : []
    ];
    if (left.length) extra.push(toSender(sender, notice(titleOf(ctx), left)));
    if (running) {
      const was = present(running);
      const held = rulesOf(running.rules).order(was).filter((c) => c.conditions.length > 0).map((c) => `${c.name.slice(0, 40)}: ${c.conditions.join(", ")}`);
      if (held.length) {
        const head = `Conditions still on when the last fight ended (at ${clockFormat(running.rules).at(rulesOf(running.rules).clock(was))}), cleared with it (markers and sheets too):`;
        for (const html of restCards(text(`${titleOf(ctx)}: the fight replaced`), [strong(text(head, 200)), ...held.map((l) => text(l, 300))])) extra.push({ to: "gm", html, noarchive: true });
      }
    }
    const serial = ((_a = ctx.stored.fights) != null ? _a : 0) + 1;
    const fight = { rules: rs.id, pageId, timeline: timeline(step.state), lastTurnOrder: "", serial };
    const stored = { ...sealOutsideUndo(withoutAwards(ctx.stored)), fights: serial, fight };
    return {
      stored,
      messages: [...announcements(ctx, rs, rs.clock(step.state), step.events, nameLookup(step.state), step.state), ...extra],
      menus: menusFor({ ...ctx, stored }, fight, step.events),
      openTracker: pageId,
      events: step.events
    };
  };

  // src/app/commands/status.ts
  var MARK_LABEL = {
    flex: "flex",
    guard: "Full Guard",
    holding: "holding",
    dashing: "dashing",
    reacted: "reacted this round",
    defense: "in defense",
    ready: "at the ready",
    casting: "casting"
  };
  function markText(m, at, rondel2) {
    if (m.kind === "holding" || m.kind === "dashing" || m.kind === "reacted" || m.until === null) return MARK_LABEL[m.kind];
    if (m.kind === "defense" || m.kind === "ready") return `${MARK_LABEL[m.kind]} until its next turn`;
    return `${MARK_LABEL[m.kind]} until ${rondel2 ? m.until : at(m.until)}`;
  }
  var upper = (s) => s.replace(/^./, (c) => c.toUpperCase());
  var STATUS_ROWS = 12;
  var status = (ctx, cmd) => {
    var _a, _b, _c, _d, _e;
    const { sender, parsed } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const s = present(fight);
    const world = ctx.ports.world;
    const visible = (id) => sender.isGM || !isHidden(world, id);
    const current = rs.current(s);
    const order = rs.order(s).filter((c) => visible(c.id));
    const clock = rs.clock(s);
    const outlook = rs.moveOutlook ? (id) => rs.moveOutlook(s, id) : null;
    const moment = rs.id === "seconds" && outlook !== null && order.length > 0 && ((_a = outlook(order[0].id)) == null ? void 0 : _a.when) === "now";
    const window = rs.id === "rondel" && isWindow(clock) ? " · movement window" : moment ? " · movement moment" : "";
    const from = Math.min(Math.max(1, typeof parsed.flags.from === "number" ? parsed.flags.from : 1), Math.max(1, order.length));
    const page = order.slice(from - 1);
    const rows = [
      { kind: "fixed", html: strong(text(`${upper(clockFormat(rs.id).at(clock))}${window}`)) },
      // a player reads the same whether nobody is due or a combatant hidden from the players is
      { kind: "fixed", html: text(current && visible(current.id) ? `Due now: ${current.name}` : sender.isGM ? `Nobody is due at ${clockFormat(rs.id).at(clock)}.` : "Waiting for the next turn.", 120) }
    ];
    if (from > 1) rows.push({ kind: "fixed", html: muted(text(`From place ${from} of ${order.length}:`)) });
    if (page.length) {
      const terrain2 = (_b = s.terrain) != null ? _b : null;
      const moves = outlook ? ` · ${outlookHeading(rs.id, outlook(page[0].id), clock, terrain2)}` : "";
      rows.push({ kind: "fixed", html: muted(text(`${upper(clockFormat(rs.id).value)} · combatant · ${moves ? "tier" : "movement tier"}${moves}`)) });
    }
    const spells = (_c = s.spells) != null ? _c : [];
    const at = clockFormat(rs.id).at;
    for (const c of page) {
      const marks = rs.marks(s, c.id).filter((m) => m.kind !== "casting" || !spells.some((sp) => sp.casterId === c.id)).map((m) => markText(m, at, rs.id === "rondel"));
      const timed = [];
      const others = [];
      for (const e of effectsOf(s)) {
        if (e.bearer !== c.id) continue;
        const line = `${e.name} ${endsText(e.ends, clockFormat(rs.id))}`;
        if (e.condition !== null && timesItsCondition(e)) {
          marks.push(line);
          timed.push(e.condition);
        } else others.push(line);
      }
      const lasting = timed.length ? c.conditions.filter((k) => !timed.includes(k)) : c.conditions;
      if (lasting.length) marks.push(lasting.join(", "));
      for (const sp of spells.filter((x) => x.casterId === c.id)) marks.push(`casting${sp.note ? ` “${sp.note}”` : ""} until ${rs.id === "rondel" ? sp.resolvesAt : at(sp.resolvesAt)}`);
      for (const line of others) marks.push(line);
      const value = rs.valueOf(s, c.id);
      const tier = tierInfo(c.tier);
      const seen2 = outlook ? outlook(c.id) : null;
      const ahead = value === null ? null : (_e = (_d = rs.ahead) == null ? void 0 : _d.call(rs, s, c.id)) != null ? _e : null;
      const later = ahead ? [muted(text(` (${laterRound(ahead, rs.round(s)).replace(/^of (the )?/, "")})`))] : [];
      const head = [strong(text(value === null ? "–" : String(ahead ? ahead.value : value))), ...later, raw(" "), text(c.name, 40), muted(text(" · ")), swatch(tier.colour)];
      const tail = `${marks.length ? " · " + marks.join(" · ") : ""}`;
      const html = seen2 ? join2([...head, muted(text(` ${tier.name} · `)), unbroken(text(outlookText(seen2, rs.id), 60)), ...tail ? [muted(text(tail, 160))] : []]) : join2([...head, muted(text(` ${tier.name}${tail}`, 160))]);
      rows.push({ kind: "line", group: "row", html });
    }
    const more = (_group, hidden, shown) => join2([muted(text(`… and ${hidden} more `)), button(text("More"), `!${BUTTON_WORD} status --from ${from + shown}`)]);
    const title = text(rs.id === "rondel" ? "Rondel status" : `${rs.name}: status`);
    return { messages: [toSender(sender, fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more, limit: STATUS_ROWS }).html)] };
  };

  // src/app/travel-lines.ts
  var MOST_LINES = 12;
  var MARK_BACK = {
    flex: { again: " has the flex marker again: no reaction until it goes.", gone: " can react again: the flex marker is off." },
    guard: { again: " is on Full Guard again.", gone: " is no longer on Full Guard." },
    holding: { again: " is holding again.", gone: " is no longer holding." },
    dashing: { again: " is dashing again.", gone: " is no longer dashing." },
    reacted: { again: "’s reaction this round is used again.", gone: " has its reaction this round again." },
    defense: { again: " stands in defense again, until its next turn.", gone: " no longer stands in defense." },
    ready: { again: " is at the ready again, until its next turn.", gone: "’s readied action is no longer at the ready." }
  };
  var ACTION_OF_MARK = {
    flex: "react",
    guard: "guard",
    holding: "hold",
    dashing: "dash",
    reacted: "react",
    defense: "defense",
    ready: "ready"
  };
  var MARK_GROUP = {
    flex: { again: "The flex marker again (no reaction until it goes)", gone: "Can react again, the flex marker off" },
    guard: { again: "On Full Guard again", gone: "No longer on Full Guard" },
    holding: { again: "Holding again", gone: "No longer holding" },
    dashing: { again: "Dashing again", gone: "No longer dashing" },
    reacted: { again: "The reaction of this round used again", gone: "The reaction of this round back" },
    defense: { again: "Standing in defense again, until their next turn", gone: "No longer standing in defense" },
    ready: { again: "At the ready again, until their next turn", gone: "No longer at the ready" }
  };
  function atMost(lines) {
    if (lines.length <= MOST_LINES) return lines;
    return [...lines.slice(0, MOST_LINES - 1), `…and ${lines.length - MOST_LINES + 1} more changes.`];
  }
  function markKinds(rs, state2, id) {
    const kinds = /* @__PURE__ */ new Set();
    for (const m of rs.marks(state2, id)) if (m.kind !== "casting") kinds.add(m.kind);
    return kinds;
  }
  function byId(state2) {
    return new Map(state2.combatants.map((c) => [c.id, c]));
  }
  function sameEnd(a, b) {
    if (a.kind === "actions") return b.kind === "actions" && a.left === b.left;
    return b.kind === a.kind && b.at === a.at;
  }
  function effectKey(e) {
    return `${e.bearer}\0${e.name.toLowerCase()}`;
  }
  function speechOf(state2) {
    const speech = state2.speech;
    return Array.isArray(speech) ? speech : [];
  }
  function spellsOf(state2) {
    const spells = state2.spells;
    return Array.isArray(spells) ? spells : [];
  }
  function spellKey(s) {
    return `${s.casterId}\0${s.castAt}\0${s.resolvesAt}\0${s.note}`;
  }
  function speechKey(w) {
    return `${w.id}\0${w.count}\0${w.text}`;
  }
  function quoted(words2) {
    const chars = [...words2];
    return chars.length > 60 ? `${chars.slice(0, 59).join("")}…` : words2;
  }
  function hiddenOwner(value, hidden) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
    const o = value;
    const owner = typeof o.casterId === "string" ? o.casterId : typeof o.id === "string" ? o.id : null;
    return owner !== null && hidden(owner);
  }
  function restOf(state2, hidden) {
    const { combatants: _c, effects: _e, damage: _d, nextArrival: _n, ...rest } = state2;
    return JSON.stringify(rest, (_key, value) => {
      if (Array.isArray(value)) {
        const seen2 = value.filter((v) => !hiddenOwner(v, hidden));
        return seen2.length === 0 ? void 0 : seen2;
      }
      return hiddenOwner(value, hidden) ? void 0 : value;
    });
  }
  var NO_STATES = [];
  function union(a, b) {
    const out = new Set(a);
    for (const x of b) out.add(x);
    return out;
  }
  function travelLines(rs, from, to, hidden, way) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i;
    const seen2 = [];
    const secret = [];
    let changedSeen = false;
    const say3 = (id, line) => {
      if (hidden(id)) secret.push(line);
      else {
        seen2.push(line);
        changedSeen = true;
      }
    };
    const clock = clockFormat(rs.id);
    const sameRound = rs.round(from) === rs.round(to);
    const was = byId(from);
    const now = byId(to);
    const changedConditions = /* @__PURE__ */ new Set();
    const marked = [];
    for (const [id, c] of was) if (!now.has(id)) say3(id, `${c.name} is no longer in the fight.`);
    for (const [id, c] of now) {
      const old = was.get(id);
      if (!old) {
        say3(id, `${c.name} is back in the fight.`);
        continue;
      }
      const before2 = markKinds(rs, from, id);
      const after2 = markKinds(rs, to, id);
      for (const k of before2) if (!after2.has(k)) marked.push({ id, kind: k, back: false, line: `${c.name}${MARK_BACK[k].gone}` });
      for (const k of after2) if (!before2.has(k)) marked.push({ id, kind: k, back: true, line: `${c.name}${MARK_BACK[k].again}` });
      if (old === c) continue;
      const lost = old.conditions.filter((k) => !c.conditions.includes(k));
      const gained = c.conditions.filter((k) => !old.conditions.includes(k));
      if (lost.length) say3(id, `${c.name} is no longer ${andList(lost)}.`);
      if (gained.length) say3(id, `${c.name} is ${andList(gained)} again.`);
      for (const k of lost) changedConditions.add(`${id}\0${k}`);
      for (const k of gained) changedConditions.add(`${id}\0${k}`);
      const a = rs.valueOf(from, id);
      const b = rs.valueOf(to, id);
      const aheadA = (_b = (_a = rs.ahead) == null ? void 0 : _a.call(rs, from, id)) != null ? _b : null;
      const aheadB = (_d = (_c = rs.ahead) == null ? void 0 : _c.call(rs, to, id)) != null ? _d : null;
      const unitA = (v) => aheadA ? `${clock.unit(aheadA.value)} ${laterRound(aheadA, rs.round(from))}` : clock.unit(v);
      const unitB = (v) => aheadB ? `${clock.unit(aheadB.value)} ${laterRound(aheadB, rs.round(to))}` : clock.unit(v);
      if (typeof a === "number" && typeof b === "number" && (a !== b || unitA(a) !== unitB(b))) say3(id, `${c.name}: ${unitB(b)} (was ${unitA(a)}).`);
      else if (a !== b) {
        if (typeof b === "number") say3(id, `${c.name}: ${unitB(b)} (${sameRound ? "was done this round" : "had acted"}).`);
        else if (typeof a === "number") say3(id, `${c.name}: ${sameRound ? "done this round" : "has acted"} (was ${unitA(a)}).`);
      }
      if (!hidden(id) && JSON.stringify(old) !== JSON.stringify(c)) changedSeen = true;
    }
    const terrainFrom = from.terrain;
    const terrainTo = to.terrain;
    if (typeof terrainFrom === "string" && typeof terrainTo === "string" && terrainFrom !== terrainTo) {
      seen2.push(`Terrain: ${terrainTo} (was ${terrainFrom}).`);
      changedSeen = true;
    }
    const before = new Map(effectsOf(from).map((e) => [effectKey(e), e]));
    const after = new Map(effectsOf(to).map((e) => [effectKey(e), e]));
    const name = (id) => {
      var _a2, _b2, _c2;
      return (_c2 = (_b2 = (_a2 = now.get(id)) != null ? _a2 : was.get(id)) == null ? void 0 : _b2.name) != null ? _c2 : "A combatant";
    };
    const saidByCondition = (e) => e.condition !== null && timesItsCondition(e) && changedConditions.has(`${e.bearer}\0${e.condition}`);
    for (const [k, e] of before) if (!after.has(k) && !saidByCondition(e)) say3(e.bearer, `${name(e.bearer)}: ${e.name} no longer lasts.`);
    for (const [k, e] of after) if (!before.has(k) && !saidByCondition(e)) say3(e.bearer, `${name(e.bearer)}: ${e.name} lasts again.`);
    for (const [k, e] of after) {
      const old = before.get(k);
      if (old !== void 0 && !sameEnd(old.ends, e.ends)) say3(e.bearer, `${name(e.bearer)}: ${e.name} lasts ${endsText(e.ends, clock)} again.`);
    }
    const dueBefore = (_e = rs.current(from)) == null ? void 0 : _e.id;
    const dueAfter = (_f = rs.current(to)) == null ? void 0 : _f.id;
    const takenAt = /* @__PURE__ */ new Map();
    const taken = (state2) => {
      var _a2;
      const keys = /* @__PURE__ */ new Set();
      const due = (_a2 = rs.current(state2)) == null ? void 0 : _a2.id;
      const action = due === void 0 ? null : rs.actionsNow(state2, due).taken;
      if (due !== void 0 && action !== null) {
        const round = rs.round(state2);
        const key2 = `${due}\0${round}\0${action}`;
        keys.add(key2);
        takenAt.set(key2, { id: due, action, round });
      }
      return keys;
    };
    const takenFrom = taken(from);
    const takenTo = taken(to);
    const takenOnTheWay = /* @__PURE__ */ new Set();
    for (const state2 of (_g = way == null ? void 0 : way.passed) != null ? _g : NO_STATES) for (const k of taken(state2)) takenOnTheWay.add(k);
    const label2 = cardView(rs).actionLabel;
    const toldByAction = /* @__PURE__ */ new Set();
    const told = (id, action) => void toldByAction.add(`${id}\0${action}`);
    const undoing = (_h = way == null ? void 0 : way.undo) != null ? _h : true;
    const left = undoing ? union(takenFrom, takenOnTheWay) : takenFrom;
    const reached = undoing ? takenTo : union(takenOnTheWay, takenTo);
    if (undoing) {
      for (const k of left) {
        const t = takenAt.get(k);
        if (t && !reached.has(k)) {
          const current = t.id === dueAfter && t.round === rs.round(to);
          say3(t.id, current || t.round === null ? `${name(t.id)}: ${label2(t.action)}, this turn’s action, is taken back.` : `${name(t.id)}: ${label2(t.action)} is taken back (its turn in ${clock.at(t.round)}).`);
          told(t.id, t.action);
        }
      }
    }
    const dueNow2 = (_i = rs.current(to)) == null ? void 0 : _i.id;
    for (const k of reached) {
      const t = takenAt.get(k);
      if (!t || left.has(k)) continue;
      told(t.id, t.action);
      const still = t.id === dueNow2 && t.round === rs.round(to);
      say3(t.id, still ? `${name(t.id)}: ${label2(t.action)} is this turn’s action again.` : `${name(t.id)}: ${label2(t.action)} is taken again${t.round === null ? "" : ` (its turn in ${clock.at(t.round)})`}.`);
    }
    const heardBefore = new Map(speechOf(from).map((w) => [speechKey(w), w]));
    const heardAfter = new Map(speechOf(to).map((w) => [speechKey(w), w]));
    const speaker = (w) => {
      var _a2, _b2, _c2;
      return (_c2 = (_b2 = (_a2 = now.get(w.id)) != null ? _a2 : was.get(w.id)) == null ? void 0 : _b2.name) != null ? _c2 : w.name;
    };
    const heard = (w, what) => {
      if (!hidden(w.id)) say3(w.id, `${speaker(w)}’s words ${what}.`);
      secret.push(`${speaker(w)}’s words “${quoted(w.text)}” ${what}.`);
    };
    for (const [k, w] of heardBefore) if (!heardAfter.has(k)) heard(w, !undoing ? "are said again at the round’s end" : "are taken back");
    for (const [k, w] of heardAfter) if (!heardBefore.has(k)) heard(w, "are held again");
    const castBefore = new Map(spellsOf(from).map((x) => [spellKey(x), x]));
    const castAfter = new Map(spellsOf(to).map((x) => [spellKey(x), x]));
    const spell = (x) => {
      var _a2, _b2, _c2;
      return `${(_c2 = (_b2 = (_a2 = now.get(x.casterId)) != null ? _a2 : was.get(x.casterId)) == null ? void 0 : _b2.name) != null ? _c2 : x.casterName}’s spell${x.note ? ` “${quoted(x.note)}”` : ""}`;
    };
    const by = rs.clock(to);
    for (const [k, x] of castBefore) {
      if (castAfter.has(k)) continue;
      say3(x.casterId, !undoing && x.resolvesAt <= by ? `${spell(x)} takes effect again at ${clock.at(x.resolvesAt)}.` : `${spell(x)} is no longer being cast.`);
    }
    for (const [k, x] of castAfter) if (!castBefore.has(k)) say3(x.casterId, `${spell(x)} is being cast again: it takes effect at ${clock.at(x.resolvesAt)}.`);
    const statusLines = (list) => {
      const groups = /* @__PURE__ */ new Map();
      for (const m of list) {
        const key2 = `${m.kind}\0${m.back ? "again" : "gone"}`;
        const group = groups.get(key2);
        if (group) group.push(m);
        else groups.set(key2, [m]);
      }
      const out = [];
      for (const group of groups.values()) {
        const first = group[0];
        if (group.length <= 2) for (const m of group) out.push(m.line);
        else {
          const names = group.map((m) => name(m.id));
          const shown = names.length > 8 ? `${names.slice(0, 7).join(", ")} and ${names.length - 7} more` : names.join(", ");
          out.push(`${MARK_GROUP[first.kind][first.back ? "again" : "gone"]}: ${shown}.`);
        }
      }
      return out;
    };
    const saidStatus = marked.filter((m) => !toldByAction.has(`${m.id}\0${ACTION_OF_MARK[m.kind]}`));
    const seenStatus = statusLines(saidStatus.filter((m) => !hidden(m.id)));
    if (seenStatus.length) {
      seen2.push(...seenStatus);
      changedSeen = true;
    }
    secret.push(...statusLines(saidStatus.filter((m) => hidden(m.id))));
    if (dueBefore !== dueAfter && (dueBefore !== void 0 && !hidden(dueBefore) || dueAfter !== void 0 && !hidden(dueAfter))) changedSeen = true;
    if (restOf(from, hidden) !== restOf(to, hidden)) changedSeen = true;
    return { seen: atMost(seen2), hidden: atMost(secret), public: changedSeen };
  }

  // src/app/commands/travel.ts
  function lastApplied(ctx) {
    const applied = ledgerOf(ctx.stored).applied;
    return applied[applied.length - 1];
  }
  function undoDamageOutsideAFight(ctx, cmd) {
    const ledger = ledgerOf(ctx.stored);
    const last = lastApplied(ctx);
    const ended2 = ctx.stored.fights !== void 0;
    if (!last && !ended2) return noFight(ctx, cmd.sender);
    if (!last || last.sealed === true) {
      const before = last ? ", and damage applied before it is yours to change on the bar" : "";
      return fail(ctx, cmd.sender, `No fight is running, and no damage was applied since the last fight started: nothing was undone. A fight that has ended cannot be brought back${before}.`);
    }
    const rolls = markApplied({ ...ledger, applied: ledger.applied.slice(0, -1) }, [last.roll], false);
    const moved = bodyMover((id) => {
      var _a;
      return (_a = ctx.ports.world.body(id)) != null ? _a : null;
    })(last, "restore");
    return {
      stored: { ...ctx.stored, rolls },
      messages: [{ to: "gm", html: notice(titleOf(ctx), [damageMoved(ctx, last, "restore", moved.move)]), noarchive: true }],
      effects: moved.effects
    };
  }
  function publicDamageLine(ctx, d, way) {
    var _a, _b;
    const name = (_b = (_a = ctx.ports.world.token(d.target)) == null ? void 0 : _a.name) != null ? _b : "A token that is gone";
    return way === "restore" ? `${name}’s ${d.amount} damage is taken back.` : `${name} takes ${d.amount} damage again.`;
  }
  function seenSteps(rs, t, direction, moved, hidden) {
    const from = direction === "undo" ? t.past : t.future;
    let at = t.present;
    let seen2 = 0;
    for (let i = 1; i <= moved; i += 1) {
      const next2 = from[from.length - i];
      const damage = (direction === "undo" ? damageDifference(next2, at) : damageDifference(at, next2)).some((d) => !hidden(d.target));
      if (damage || travelLines(rs, at, next2, hidden).public) seen2 += 1;
      at = next2;
    }
    return seen2;
  }
  function staleDamageUndo(ctx, cmd) {
    var _a;
    const roll = cmd.parsed.flags.roll;
    if (typeof roll !== "string") return null;
    const fight = ctx.stored.fight;
    const last = fight ? fight.timeline.past.length > 0 && damageDifference(fight.timeline.past[fight.timeline.past.length - 1], fight.timeline.present).some((d) => d.roll === roll) : ((_a = lastApplied(ctx)) == null ? void 0 : _a.roll) === roll;
    if (last) return null;
    return fail(ctx, cmd.sender, "That Undo was for damage the fight has moved on from (another step came after it): nothing was done. Undo the steps since with !rondel undo N, or change the bar by hand.");
  }
  function outOfTheFight(kept, from, now) {
    const inState = (s, id) => s.combatants.some((c) => c.id === id);
    return Object.keys(kept).filter((id) => !inState(now, id) && from.some((s) => inState(s, id)));
  }
  function travel(ctx, cmd, direction) {
    var _a, _b;
    const fight = ctx.stored.fight;
    const stale = direction === "undo" ? staleDamageUndo(ctx, cmd) : null;
    if (stale) return stale;
    if (!fight) return direction === "undo" ? undoDamageOutsideAFight(ctx, cmd) : noFight(ctx, cmd.sender);
    const rs = rulesOf(fight.rules);
    const n = typeof cmd.parsed.flags.roll === "string" ? 1 : cmd.parsed.arg ? (_a = parseInteger(cmd.parsed.arg)) != null ? _a : 1 : 1;
    const { timeline: t, moved } = (direction === "undo" ? undo : redo)(fight.timeline, n);
    const full = fight.timeline.past.length + fight.timeline.future.length >= HISTORY_LIMIT;
    const kept = `undo reaches back ${HISTORY_LIMIT} steps at most`;
    if (moved === 0) return fail(ctx, cmd.sender, direction === "undo" && full ? `There is nothing more to undo (${kept}).` : `There is nothing to ${direction}.`);
    const problem = rs.validate(JSON.parse(JSON.stringify(t.present)))[0];
    if (problem !== void 0) {
      return fail(ctx, cmd.sender, `That step of the fight’s history cannot be read (${problem.slice(0, 80)}), so nothing was ${direction === "undo" ? "undone" : "redone"}: the fight goes on from here.`);
    }
    const at = clockFormat(rs.id).at(rs.clock(t.present));
    const hidden = (id) => isHidden(ctx.ports.world, id);
    const stepsMoved = direction === "undo" ? fight.timeline.past : fight.timeline.future;
    const passed = [];
    for (let i = 1; i < moved; i += 1) passed.push(stepsMoved[stepsMoved.length - i]);
    const changes = travelLines(rs, fight.timeline.present, t.present, hidden, { passed, undo: direction === "undo" });
    const atLimit = direction === "undo" && moved < n && full;
    const along2 = direction === "undo" ? [t.present, ...[...passed].reverse(), fight.timeline.present] : [fight.timeline.present, ...passed, t.present];
    const moves = damageAlong(along2);
    const restored = direction === "undo" ? moves.reverse() : [];
    const reapplied = direction === "redo" ? moves : [];
    const toldDamage = announceTo(ctx.stored.config) === "all" ? [...restored.map((d) => [d, "restore"]), ...reapplied.map((d) => [d, "apply"])].filter(([d]) => !hidden(d.target)) : [];
    const damageSeen = toldDamage.map(([d, way]) => publicDamageLine(ctx, d, way));
    const counted = changes.public || damageSeen.length > 0 ? Math.max(1, seenSteps(rs, fight.timeline, direction, moved, hidden)) : moved;
    const audience = changes.public || damageSeen.length ? announceTo(ctx.stored.config) : "gm";
    const limitToAll = atLimit && (audience === "gm" || counted === moved);
    const short = limitToAll ? ` (${kept})` : "";
    const told = audience === "gm" ? moved : counted;
    const steps = `${told} step${told === 1 ? "" : "s"}`;
    const rest = moved - told;
    const allSteps = rest > 0 ? [`${direction === "undo" ? "Undid" : "Redid"} ${moved} steps in all${atLimit ? ` (${kept})` : ""}: the players were told of ${told}; the other${rest === 1 ? "" : ` ${rest}`} touched only tokens they do not see.`] : [];
    const line = direction === "undo" ? `The GM undid ${steps}: back to ${at}${short}.` : `The GM redid ${steps}: ${at}.`;
    const due = rs.current(t.present);
    const events = due ? [{ type: "turn-due", id: due.id, count: rs.clock(t.present), blockedBy: (_b = blocksActing(due.conditions)) != null ? _b : null }] : [];
    const rolls = markApplied(markApplied(ledgerOf(ctx.stored), restored.map((d) => d.roll), false), reapplied.map((d) => d.roll), true);
    const after = fightWithTimeline(fight, t);
    const stored = { ...ctx.stored, fight: after, ...restored.length || reapplied.length ? { rolls } : {} };
    const mover = bodyMover((id) => {
      var _a2;
      return (_a2 = ctx.ports.world.body(id)) != null ? _a2 : null;
    });
    const bodies = [...restored.map((d) => [d, "restore", mover(d, "restore")]), ...reapplied.map((d) => [d, "apply", mover(d, "apply")])];
    const damageLines = bodies.map(([d, way, m]) => damageMoved(ctx, d, way, m.move));
    const was = rs.current(fight.timeline.present);
    const dueLine = due && due.id !== (was == null ? void 0 : was.id) ? `Now: ${due.name}’s turn.` : null;
    const dueSeen = dueLine !== null && due !== void 0 && !hidden(due.id) ? [dueLine] : [];
    const hiddenLines = dueLine !== null && due !== void 0 && hidden(due.id) ? [dueLine, ...changes.hidden] : changes.hidden;
    const gmOnly = [...allSteps, ...hiddenLines];
    const messages = [{ to: audience, html: notice(titleOf(ctx), [line, ...dueSeen, ...changes.seen, ...damageSeen, ...audience === "gm" ? hiddenLines : []]) }];
    if (audience !== "gm" && gmOnly.length) messages.push({ to: "gm", html: notice(`${titleOf(ctx)}: for the GM`, gmOnly), noarchive: true });
    if (damageLines.length) messages.push({ to: "gm", html: notice(`${titleOf(ctx)}: damage`, damageLines), noarchive: true });
    const effects = bodies.flatMap(([, , m]) => m.effects);
    const sameTurn3 = was !== void 0 && due !== void 0 && was === due && rs.clock(fight.timeline.present) === rs.clock(t.present);
    const menus = sameTurn3 ? [] : menusFor({ ...ctx, stored }, after, events).filter((m) => changes.public || m.to === "gm");
    const takenOut = direction === "undo" && fight.takenAtJoin !== void 0 ? outOfTheFight(fight.takenAtJoin, [fight.timeline.present, ...passed], t.present) : [];
    return { stored, messages, menus, ...effects.length ? { effects } : {}, travel: direction, ...takenOut.length ? { takenOut } : {} };
  }
  var undo2 = (ctx, cmd) => travel(ctx, cmd, "undo");
  var redo2 = (ctx, cmd) => travel(ctx, cmd, "redo");

  // src/app/commands/say.ts
  var ONE_SPEAKER_WORDS = "Select the one token that speaks.";
  var ONE_SPEAKER = { none: ONE_SPEAKER_WORDS, several: () => ONE_SPEAKER_WORDS };
  var say2 = (ctx, cmd) => {
    var _a;
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    if (!rs.say) return fail(ctx, sender, `In ${rs.name} speech is not held: just say it in chat.`);
    const state2 = present(fight);
    const own2 = ownCombatant(ctx, cmd, state2, ONE_SPEAKER);
    if ("refused" in own2) return own2.refused;
    const id = own2.id;
    const step = rs.say(state2, id, (_a = parsed.arg) != null ? _a : "");
    const refused = rejectionOf(step);
    if (refused) return refusal(ctx, sender, refused, refused.code === "bad-value" ? parsed : void 0);
    const held = toSender(sender, notice(titleOf(ctx), ["Held: it is said after second 20 of this round, for everyone to hear."]));
    return stepOutcome(ctx, fight, step, [held]);
  };

  // src/app/commands/stand.ts
  var stand3 = (ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    const state2 = present(fight);
    const own2 = ownCombatant(ctx, cmd, state2, {
      none: "Select your token (or use the Stand up button you were whispered).",
      several: (n, byChar) => byChar ? `That character has ${n} tokens in the fight: select the one that stands up.` : "Select just one token to stand up."
    });
    if ("refused" in own2) return own2.refused;
    const id = own2.id;
    const step = rs.stand(state2, id, parsed.flags.react === true, ruleOptions(ctx.stored.config));
    const refused = rejectionOf(step);
    if (refused) return refusal(ctx, sender, refused);
    return echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
  };

  // src/app/commands/terrain.ts
  var terrain = (ctx, cmd) => {
    var _a;
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    if (!rs.terrain) return fail(ctx, sender, `Terrain is set for 20-second rounds; in ${rs.name} the GM rules difficult ground hex by hex.`);
    const step = rs.terrain(present(fight), (_a = parsed.arg) != null ? _a : "");
    const refused = rejectionOf(step);
    if (refused) return refusal(ctx, sender, refused, parsed);
    return answered(ctx, sender, stepOutcome(ctx, fight, step), () => {
      var _a2;
      return `The terrain is already ${String((_a2 = step.state.terrain) != null ? _a2 : parsed.arg)}: nothing changed.`;
    });
  };

  // src/app/commands/trigger.ts
  var ONE_READIED_WORDS = "Select the one token whose readied action fires.";
  var ONE_READIED = { none: ONE_READIED_WORDS, several: () => ONE_READIED_WORDS };
  var trigger = (ctx, cmd) => {
    const { parsed, sender } = cmd;
    const fight = ctx.stored.fight;
    if (!fight) return noFight(ctx, sender);
    const rs = rulesOf(fight.rules);
    if (!rs.trigger) return fail(ctx, sender, `There is nothing to trigger in ${rs.name}: readied actions belong to 10-second rounds.`);
    const state2 = present(fight);
    const own2 = ownCombatant(ctx, cmd, state2, ONE_READIED);
    if ("refused" in own2) return own2.refused;
    const id = own2.id;
    const readiedIn = typeof parsed.flags.readied === "number" ? parsed.flags.readied : void 0;
    const step = rs.trigger(state2, id, typeof parsed.flags.note === "string" ? parsed.flags.note : "", readiedIn);
    const refused = rejectionOf(step);
    return refused ? refusal(ctx, sender, refused, parsed) : echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
  };

  // src/app/dispatch.ts
  var HANDLERS = {
    help,
    start,
    // the Adopt buttons of tracker edits send these with `--asked` (docs/rules.md ruling 94)
    add: adoptable("add", add),
    remove: adoptable("remove", remove2),
    next,
    done,
    act,
    react: react3,
    stand: stand3,
    trigger,
    say: say2,
    terrain,
    status,
    menu,
    set: adoptable("set", set),
    condition,
    effect,
    attack,
    check,
    save: save2,
    competition,
    apply,
    undo: undo2,
    redo: redo2,
    end,
    config,
    macros,
    repair: (ctx, cmd) => fail(ctx, cmd.sender, "Nothing needs repair: the stored data reads fine.")
  };
  function nearButtons(parsed) {
    const near = parsed.near;
    if (!near) return [];
    const own2 = `!${BUTTON_WORD} ${near.name}`;
    const offered = near.bare && READING_VERBS.has(near.name);
    return [...offered ? [button(text(own2), own2)] : [], button(text(`Help: ${near.name}`), `!${BUTTON_WORD} help ${near.name}`)];
  }
  var READING_VERBS = /* @__PURE__ */ new Set(["help", "status", "menu", "macros"]);
  function choicesOfFight(parsed, rules) {
    const rs = rules === null ? void 0 : ruleSetOf(rules);
    const { verb: verb2, choice } = parsed;
    if (!rs || !verb2 || verb2.name !== "act" || !choice) return parsed.errors;
    const own2 = rs.actions.map((a) => a.key);
    return parsed.errors.map((e, i) => i === choice.at ? choiceRefusal(verb2.name, choice.typed, own2) : e);
  }
  function readCommand(content, inlinerolls, words2, sender, title = "Rondel", rules = null) {
    const parsed = parseCommandLine(joinedLines(expandInlineRolls(content, inlinerolls)), words2);
    if (!parsed) return { kind: "not-ours" };
    if (!parsed.ok && !parsed.verb && parsed.word === "combat") return { kind: "not-ours" };
    if (!parsed.ok) return { kind: "answer", outcome: { messages: [toSender(sender, errorCard(title, choicesOfFight(parsed, rules), parsed.verb ? usage(BUTTON_WORD, parsed.verb) : void 0, nearButtons(parsed)))] } };
    if (parsed.command.help) return { kind: "answer", outcome: { messages: [toSender(sender, verbHelpCard(BUTTON_WORD, parsed.command.verb, rules))] } };
    return { kind: "command", parsed: parsed.command };
  }
  function run(ctx, parsed, sender, selected) {
    var _a;
    if (parsed.verb.gmOnly && !sender.isGM) {
      const hint = parsed.verb.name === "next" ? ` To end your own turn: !${BUTTON_WORD} done.` : "";
      return fail(ctx, sender, `Only the GM can use ${parsed.verb.name}.${hint}`);
    }
    const stamp = parsed.flags.fight;
    if (stamp === NO_FIGHT_STAMP && ctx.stored.fight) {
      return fail(ctx, sender, "That button was made while no fight ran, and acts in no fight: nothing was done.");
    }
    if (typeof stamp === "number" && stamp !== NO_FIGHT_STAMP && stamp !== ((_a = ctx.stored.fight) == null ? void 0 : _a.serial)) {
      return fail(ctx, sender, "That button was for a fight that has ended, and acts in no other: nothing was done.");
    }
    const handler = HANDLERS[parsed.verb.name];
    return handler ? handler(ctx, { parsed, sender, selected }) : { messages: [] };
  }

  // src/app/turn-gone.ts
  function departed(names) {
    return `Deleted, so they left the fight: ${names.join(", ")}.`;
  }
  function endsTurn(verb2) {
    return verb2 === "next" || verb2 === "done";
  }
  function beforeLook(ctx, sender, verb2) {
    var _a;
    const fight = ctx.stored.fight;
    if (!fight || !endsTurn(verb2)) return { due: null, state: null, refused: null };
    const rs = rulesOf(fight.rules);
    const s = present(fight);
    const current = rs.current(s);
    const refused = current !== void 0 && !sender.isGM && verb2 === "done" ? notYourTurn(ctx, sender, rs, s, current) : null;
    return { due: (_a = current == null ? void 0 : current.id) != null ? _a : null, state: s, refused };
  }
  function afterLook(before, stored, sender, verb2) {
    if (before.due === null || !stored.fight || !endsTurn(verb2)) return null;
    const now = present(stored.fight);
    if (now === before.state || now.combatants.some((c) => c.id === before.due)) return null;
    if (!sender.isGM && verb2 !== "done") return null;
    return { answer: before.refused };
  }

  // src/roll20/pasted.ts
  var NO_MARKERS2 = /* @__PURE__ */ new Map();
  function shownNow(stored, fight) {
    var _a;
    const t = tagsOf(stored.config, customMarkers());
    const status2 = new Set(Object.values(t));
    if (fight.rules === "rounds") status2.add("sentry-gun");
    const wanted2 = wantedMarkersOf(stored, t);
    const shown = /* @__PURE__ */ new Set();
    for (const c of present(fight).combatants) {
      const markers = (_a = wanted2.get(c.id)) == null ? void 0 : _a.markers;
      if (markers) {
        for (const tag2 of markers.keys()) if (status2.has(tag2)) shown.add(tag2);
      }
    }
    return shown;
  }
  function marksOffCopy(stored, token) {
    var _a;
    const fight = stored.fight;
    if (!fight || present(fight).combatants.some((c) => c.id === token.id)) return null;
    const out = {};
    const current = token.get("statusmarkers");
    if (typeof current === "string" && current !== "") {
      const tags = shownNow(stored, fight);
      const next2 = tags.size === 0 ? current : applyMarkers(current, tags, NO_MARKERS2);
      if (next2 !== current) out.statusmarkers = next2;
    }
    const marked = (_a = stored.table) == null ? void 0 : _a.marked;
    if (marked && marked.id !== token.id) {
      const keys = Object.keys(marked.set);
      if (keys.length > 0 && keys.every((key2) => sameValue2(token.get(key2), marked.set[key2]))) {
        for (const key2 of keys) if (key2 in marked.was && !sameValue2(token.get(key2), marked.was[key2])) out[key2] = marked.was[key2];
      }
    }
    return Object.keys(out).length ? out : null;
  }

  // src/roll20/entry-points.ts
  var PERSON = { playerId: "", name: "", isGM: false, isApi: false };
  var words = null;
  function commandWords(alias) {
    const free = isFreeAlias(alias) ? alias : "";
    if ((words == null ? void 0 : words.alias) !== free) words = { alias: free, list: free ? [...COMMAND_WORDS, free] : [...COMMAND_WORDS] };
    return words.list;
  }
  function onChat(rt, msg) {
    var _a, _b;
    if (!msg || msg.type !== "api" || typeof msg.content !== "string") return;
    const sender = senderOf(msg);
    const content = rt.stored.config.eot && /^!eot(\s|$)/i.test(msg.content) ? "!rondel done" : msg.content;
    const reading = readCommand(content, msg.inlinerolls, commandWords(rt.stored.config.alias), sender, titleOf({ stored: rt.stored }), (_b = (_a = rt.stored.fight) == null ? void 0 : _a.rules) != null ? _b : null);
    if (reading.kind === "not-ours") return;
    if (rt.degraded !== null) return whileDegraded(rt, rt.degraded, reading.kind === "command" ? reading.parsed : null, sender);
    if (reading.kind === "answer") return rt.commitAfterLook(() => reading.outcome);
    const parsed = reading.parsed;
    const history = parsed.verb.name === "undo" || parsed.verb.name === "redo";
    rt.table.beforeCommand(sender, history);
    const world = roll20World();
    const before = beforeLook(rt.context(world), sender, parsed.verb.name);
    rt.commit(departGone(rt.context(world), history, departed));
    const gone = afterLook(before, rt.stored, sender, parsed.verb.name);
    if (gone) {
      if (gone.answer) rt.commit(gone.answer);
      return;
    }
    followingDue(() => rt.stored, () => {
      const looked = rt.stored.fight;
      const seen2 = rt.checkForeignWrites(world);
      const offered = parsed.verb.name === "start" ? [] : newOffers(looked, rt.stored.fight);
      rt.commit(keepOffers(run(rt.context(world), parsed, sender, selection(rt.stored, msg)), offered), seen2);
    });
  }
  function whileDegraded(rt, problem, parsed, sender) {
    const paused = pausedAnswer(problem, parsed, sender);
    if (paused) return rt.commit(paused);
    const key2 = backUp();
    rt.degraded = null;
    const carried = carriedRolls(state[key2]);
    const fights = carriedFights(state[key2]);
    rt.stored = carried === null ? freshStore() : { ...freshStore(), rolls: { ...EMPTY_LEDGER, next: carried.next } };
    if (fights !== null) rt.stored = { ...rt.stored, fights };
    save(rt.stored);
    rt.commit(repairedNotice(sender, key2, clearOldFight(state[key2], (line) => safeLog(`${LOG_PREFIX} ${line}`))));
  }
  function onTurnOrder(rt, campaign, prev) {
    if (rt.degraded !== null || !rt.stored.fight) return;
    const raw2 = campaign.get("turnorder");
    const seen2 = typeof (prev == null ? void 0 : prev.turnorder) === "string" ? prev.turnorder : rt.stored.fight.lastTurnOrder;
    rt.table.beforeCommand(PERSON, false);
    const last = rt.stored.fight.lastTurnOrder;
    const before = present(rt.stored.fight);
    const swept = departGone(rt.context(), false, departed);
    rt.commit(swept);
    const fight = rt.stored.fight;
    if (!fight) return;
    followingDue(() => rt.stored, () => {
      if (swept !== null && pressedGone(seen2, raw2, before, present(fight))) return;
      if (seen2 !== last) rt.commit(reconcile(rt.context(), last, seen2, "foreign"));
      rt.commit(keepOffers(reconcile(rt.context(), seen2, raw2, "tracker"), newOffers(fight, rt.stored.fight)));
    });
  }
  function onTokenChanged(rt, token, prev) {
    var _a;
    if (rt.degraded !== null || !rt.stored.fight) return;
    if (rt.newTokens.size > 0 && rt.newTokens.delete(token.id)) lookAtNewToken(rt, token);
    followToken(rt.stored, token.id);
    const was = prev == null ? void 0 : prev.layer;
    const layer = token.get("layer");
    const hiddenChanged = typeof was === "string" && was !== layer && isHiddenLayer(was) !== isHiddenLayer(layer);
    const linkedTo = token.get("represents");
    const linkedFrom = prev == null ? void 0 : prev.represents;
    if (typeof linkedFrom === "string" && linkedFrom !== linkedTo) {
      const writes = relinkWrites(rt.stored, token.id, linkedFrom, linkedTo);
      if (writes.length > 0) rt.commit({ messages: [], effects: writes });
    }
    if (hiddenChanged) {
      const write2 = sheetTextWrite(rt.stored, token.id);
      if (write2) rt.commit({ messages: [], effects: [write2] });
    }
    const heard = rt.notified;
    rt.commitAfterLook(() => tokensRenamed(rt.context(), (id) => id === token.id ? nameOnMap(token) : void 0));
    if (hiddenChanged && rt.notified === heard && ((_a = rt.stored.fight) == null ? void 0 : _a.timeline.present.combatants.some((c) => c.id === token.id))) rt.notify();
  }
  function onCharacterChanged(rt, character, prev) {
    if (rt.degraded !== null || !rt.stored.fight || !character || typeof character.id !== "string") return;
    const shared = ["inplayerjournals", "controlledby"].some((k) => prev === void 0 || prev[k] !== character.get(k));
    if (!shared) return;
    const write2 = characterTextWrite(rt.stored, character.id);
    if (write2) rt.commit({ messages: [], effects: [write2] });
  }
  function onTokenDestroyed(rt, token) {
    if (rt.degraded !== null) return;
    rt.table.beforeCommand(PERSON, false);
    let represents = "";
    try {
      represents = token.get("represents");
    } catch {
    }
    whileDeleting(token.id, represents, () => rt.commitAfterLook(() => tokenDeleted(rt.context(), token.id)));
  }
  var NEW_TOKEN_LOOK_MS = 100;
  var MOST_NEW_TOKENS = 200;
  function onTokenAdded(rt, token, later) {
    if (rt.degraded !== null || !rt.stored.fight || !token || typeof token.id !== "string") return;
    const id = token.id;
    const writes = marksOffCopy(rt.stored, token);
    if (writes) {
      token.set(writes);
      return;
    }
    if (rt.newTokens.size >= MOST_NEW_TOKENS) rt.newTokens.delete(rt.newTokens.values().next().value);
    rt.newTokens.add(id);
    later == null ? void 0 : later(() => {
      if (!rt.newTokens.delete(id)) return;
      const filled = getObj("graphic", id);
      if (filled) lookAtNewToken(rt, filled);
    });
  }
  function lookAtNewToken(rt, token) {
    if (rt.degraded !== null || !rt.stored.fight) return;
    const writes = marksOffCopy(rt.stored, token);
    if (writes) token.set(writes);
  }
  function onCharacterDestroyed(rt, character) {
    if (rt.degraded !== null) return;
    rt.table.beforeCommand(PERSON, false);
    rt.commitAfterLook(() => characterDeleted(rt.context(), character.id));
  }

  // src/roll20/start-up.ts
  var SCRIPT_NAME = "Enchanted Realms Combat";
  function boot(rt, version2, serial) {
    rt.started = true;
    const raw2 = state[STATE_KEY];
    const loaded = load(raw2);
    watchPeers(rt, serial);
    if (!loaded.ok) return pause(rt, loaded.problem);
    rt.stored = loaded.stored;
    rt.degraded = null;
    safeLog(`${LOG_PREFIX} ${SCRIPT_NAME} v${version2} ready. Commands: !rondel help (alias !combat help).`);
    if (loaded.migrated) save(rt.stored);
    applyUserOptions(rt, raw2 === void 0);
    try {
      if (rt.stored.helpVersion !== version2 || !helpHandoutExists()) {
        writeHelpHandout();
        if (rt.stored.helpVersion !== version2) {
          rt.stored = { ...rt.stored, helpVersion: version2 };
          save(rt.stored);
        }
      }
    } catch (error) {
      reportBug("writing the help handout", error);
    }
    const heard = rt.notified;
    try {
      bootFight(rt);
    } finally {
      if (rt.notified === heard && rt.stored.fight) rt.notify();
    }
  }
  function bootFight(rt) {
    if (!rt.stored.fight) return;
    rt.table.restarted(rt.stored);
    rt.commit(departGone(rt.context(), true, (names) => `Deleted while the script was down, so they left the fight: ${names.join(", ")}.`));
    rt.commit(tokensRenamed(rt.context(), (id) => {
      const graphic = getObj("graphic", id);
      return graphic ? nameOnMap(graphic) : void 0;
    }));
    const after = rt.stored.fight;
    const current = Campaign().get("turnorder");
    if (after && current !== after.lastTurnOrder) rt.commit(reconcile(rt.context(), after.lastTurnOrder, current, "foreign"));
    let sheets = [];
    try {
      sheets = sheetsAtStartUp(rt.stored);
    } catch (error) {
      reportBug("reading the sheets’ conditions at start-up", error);
    }
    rt.commit({ messages: [], resync: true, effects: sheets });
  }
  function pause(rt, problem) {
    var _a, _b, _c;
    rt.degraded = problem;
    safeLog(`${LOG_PREFIX} paused: ${problem}`);
    rt.commit({ messages: [{ to: "gm", html: (_c = (_b = (_a = pausedAnswer(problem, null, { playerId: "API", name: "API", isGM: true, isApi: true })) == null ? void 0 : _a.messages[0]) == null ? void 0 : _b.html) != null ? _c : text(problem), noarchive: true }] });
  }
  function applyUserOptions(rt, firstInstall) {
    const applied = withUserOptions(rt.stored, userOptions(), firstInstall);
    if (!applied) return;
    rt.stored = applied.stored;
    save(rt.stored);
    if (applied.card) send({ to: "gm", html: applied.card(), noarchive: true });
  }
  function watchPeers(rt, serial) {
    var _a, _b;
    (_a = groupInitiative()) == null ? void 0 : _a.ObserveTurnOrderChange(serial.none(guard("GroupInitiative’s tracker write", () => {
      if (rt.degraded === null) rt.checkForeignWrites();
    })));
    (_b = tokenMod()) == null ? void 0 : _b.ObserveTokenChange(serial.two(guardTwo("TokenMod’s token change", (token, prev) => {
      if (token && typeof token.id === "string") onTokenChanged(rt, token, prev);
    })));
    if (battleMasterInstalled()) {
      send({
        to: "gm",
        html: notice("Rondel: 5E BattleMaster is installed", [
          "It answers !combat too, switches itself on with !combat start, and fails when the rondel’s Count entry tops the tracker. Use !rondel: the buttons, sheet and macros already do."
        ]),
        noarchive: true
      });
    }
  }

  // src/roll20/one-at-a-time.ts
  var MAX_WAITING = 20;
  function oneAtATime(log2) {
    let running = false;
    const waiting = [];
    function wait(call) {
      if (waiting.length < MAX_WAITING) waiting.push(call);
      else log2("a call made while another ran was dropped: too many waited (an observer answering every change?)");
    }
    function alone(call) {
      running = true;
      try {
        call();
        for (let i = 0; i < waiting.length; i += 1) waiting[i]();
      } finally {
        running = false;
        waiting.length = 0;
      }
    }
    return {
      none: (fn) => () => {
        if (running) wait(fn);
        else alone(fn);
      },
      one: (fn) => (a) => {
        if (running) wait(() => fn(a));
        else alone(() => fn(a));
      },
      two: (fn) => (a, b) => {
        if (running) wait(() => fn(a, b));
        else alone(() => fn(a, b));
      }
    };
  }

  // src/roll20/public-api.ts
  function publicApi(version2, watchers, read2) {
    let early = null;
    function snapshot() {
      if (read2.started()) return snapshotOf(read2.stored(), read2.hidden());
      const raw2 = state[STATE_KEY];
      if (early === null || early.raw !== raw2) {
        const loaded = load(raw2);
        early = { raw: raw2, snapshot: loaded.ok ? snapshotOf(loaded.stored, read2.hidden()) : null };
      }
      return early.snapshot;
    }
    return {
      version: version2,
      /** The fight's clock (the rondel's count), or null when no fight runs. */
      getCount: () => {
        var _a, _b;
        return (_b = (_a = snapshot()) == null ? void 0 : _a.count) != null ? _b : null;
      },
      /** The combatants in acting order. */
      getOrder: () => {
        var _a, _b;
        return (_b = (_a = snapshot()) == null ? void 0 : _a.order) != null ? _b : [];
      },
      /** A token's next count (its second, its initiative), or null. */
      getNextCount: (tokenId) => {
        var _a, _b, _c;
        return (_c = (_b = (_a = snapshot()) == null ? void 0 : _a.order.find((c) => c.id === tokenId)) == null ? void 0 : _b.nextAt) != null ? _c : null;
      },
      getSnapshot: () => snapshot(),
      /** Called after every change of the fight (API writes fire no events, so other scripts observe here). */
      observe: watchers.observe,
      /** Called with every event of the fight after it is committed, as plain JSON (see the README for the list). */
      observeEvents: watchers.observeEvents
    };
  }

  // src/roll20/app.ts
  function createApp(version2) {
    const rt = createRuntime();
    const serial = oneAtATime((line) => safeLog(`${LOG_PREFIX} ${line}`));
    const api = publicApi(version2, rt.watchers, { started: () => rt.started, stored: () => rt.stored, hidden: rt.hiddenNow });
    return {
      boot: serial.none(guard("start-up", () => boot(rt, version2, serial))),
      onChat: serial.one(guardOne("a chat command", (msg) => onChat(rt, msg))),
      onTurnOrder: serial.two(guardTwo("a turn tracker edit", (campaign, prev) => onTurnOrder(rt, campaign, prev))),
      onTokenDestroyed: serial.one(guardOne("a deleted token", (token) => onTokenDestroyed(rt, token))),
      onTokenChanged: serial.two(guardTwo("a changed token", (token, prev) => onTokenChanged(rt, token, prev))),
      onCharacterDestroyed: serial.one(guardOne("a deleted character", (character) => onCharacterDestroyed(rt, character))),
      onTokenAdded: serial.one(
        guardOne("a new token", (token) => onTokenAdded(rt, token, (look2) => timers().setTimeout(serial.none(guard("a new token", look2)), NEW_TOKEN_LOOK_MS)))
      ),
      onCharacterChanged: serial.two(guardTwo("a changed character", (character, prev) => onCharacterChanged(rt, character, prev))),
      api
    };
  }

  // src/roll20/script.ts
  function earlierCopy(global) {
    if (typeof global !== "object" || global === null) return null;
    const api = global;
    return typeof api.observe === "function" && typeof api.version === "string" ? api : null;
  }
  function installScript(version2, earlierGlobal) {
    const earlier = earlierCopy(earlierGlobal);
    if (earlier !== null) {
      on("ready", () => {
        try {
          send({
            to: "gm",
            html: notice(`Rondel: ${SCRIPT_NAME} is installed twice`, [
              `Two copies of the script are on the Mod (API) Scripts page (v${earlier.version} and v${version2}): only the first one answers. Remove one of them.`
            ]),
            noarchive: true
          });
        } catch {
        }
      });
      return earlier;
    }
    forgetTableObjects();
    const app = createApp(version2);
    on("ready", () => {
      app.boot();
      on("chat:message", app.onChat);
      on("change:campaign:turnorder", app.onTurnOrder);
      on("destroy:graphic", app.onTokenDestroyed);
      on("destroy:character", app.onCharacterDestroyed);
      on("change:graphic", app.onTokenChanged);
      on("add:graphic", app.onTokenAdded);
      on("change:character", app.onCharacterChanged);
    });
    return app.api;
  }

  // src/main.ts
  var { version, getCount, getOrder, getNextCount, getSnapshot, observe, observeEvents } = installScript(
    "0.1.0",
    typeof EnchantedRealmsCombat === "undefined" ? void 0 : EnchantedRealmsCombat
  );
  return __toCommonJS(main_exports);
})();

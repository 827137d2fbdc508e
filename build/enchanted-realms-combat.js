// Enchanted Realms Combat v0.1.0: the Cool-Down Rondel Hybrid for Roll20.
// Paste this whole file into a new Mod (API) script. Commands: !rondel help (alias !combat help).
// Defines one global, EnchantedRealmsCombat, the public API for other scripts. Built from src/ by `npm run build`.
var EnchantedRealmsCombat = (() => {
  "use strict";
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
      for (let key of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
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
    version: () => version
  });

  // src/rules/numbers.ts
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
    { key: "gray_yak", rank: 2, name: "Gray Yak", colour: "#8a8a8a", ink: "#ffffff" },
    { key: "brown_cow", rank: 3, name: "Brown Cow", colour: "#7b4a21", ink: "#ffffff" },
    { key: "red_fox", rank: 4, name: "Red Fox", colour: "#c62828", ink: "#ffffff" },
    { key: "orange_lion", rank: 5, name: "Orange Lion", colour: "#ef6c00", ink: "#ffffff" },
    { key: "yellow_bird", rank: 6, name: "Yellow Bird", colour: "#f9d423", ink: "#222222" },
    { key: "green_horse", rank: 7, name: "Green Horse", colour: "#2e7d32", ink: "#ffffff" },
    { key: "blue_gryphon", rank: 8, name: "Blue Gryphon", colour: "#1565c0", ink: "#ffffff" },
    { key: "purple_lightning", rank: 9, name: "Purple Lightning", colour: "#6a1b9a", ink: "#ffffff" }
  ];
  var DEFAULT_TIER = "red_fox";
  function tierInfo(key) {
    return TIERS[TIER_KEYS.indexOf(key)];
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
    return TIER_KEYS.find((key) => key.replace(/_/g, "") === squashed);
  }

  // src/commands/verbs.ts
  var ACTION_WORDS = ["combat", "dash", "guard", "hide", "magic", "skill", "hold", "reset"];
  var charFlag = { kind: "id", describe: "the character (as the sheet buttons send it)" };
  var tokenFlag = { kind: "id", describe: "the token, instead of selecting it" };
  function verb(spec) {
    return { ...spec, gmOnly: spec.permission === "gm" };
  }
  var VERBS = [
    verb({ name: "help", usage: "[verb]", summary: "this help, or the help of one command", permission: "anyone", positional: { kind: "verb" }, flags: {} }),
    verb({
      name: "start",
      usage: "",
      summary: "the selected tokens start a new fight: initiative is rolled and the turn tracker opens at count 1",
      permission: "gm",
      flags: { confirm: { kind: "bool", describe: "replace a fight that is still running" } }
    }),
    verb({ name: "add", usage: "", summary: "the selected tokens join the running fight at the current count + their roll", permission: "gm", flags: {} }),
    verb({ name: "remove", usage: "", summary: "the selected tokens leave the fight", permission: "gm", flags: { token: tokenFlag } }),
    verb({
      name: "next",
      usage: "[--step]",
      summary: "end the current turn (Full Guard if nothing was declared) and move the counter to the next count where anything happens",
      permission: "gm",
      flags: { step: { kind: "bool", describe: "move the counter by exactly one count" } }
    }),
    verb({
      name: "act",
      usage: "<combat|dash|guard|hide|magic|skill|hold|reset> [--speed N] [--mod N] [--cast N] [--tradition divine|axiom] [--change] [--note text]",
      summary: "declare the due combatant’s action: the cool-down is rolled and it moves down the rondel",
      permission: "controller",
      positional: { kind: "choice", choices: ACTION_WORDS, required: true },
      flags: {
        speed: { kind: "int", describe: "weapon speed, signed (fists −2, great axe +2); default: the sheet’s weapon_speed" },
        mod: { kind: "int", describe: "the modifier that shortens hide, skill and magic; default: from the sheet" },
        cast: { kind: "int", describe: "casting time in counts (magic); default: the sheet’s casting_time" },
        tradition: { kind: "text", describe: "divine (Faith) or axiom (Logic), for magic without --mod" },
        change: { kind: "bool", describe: "Change Action: switched intent or weapon, + d4" },
        note: { kind: "text", describe: "what it does (shown on the card; the spell’s name for magic)" },
        char: charFlag,
        token: tokenFlag
      }
    }),
    verb({
      name: "react",
      usage: "[--note text]",
      summary: "a reaction: the flex marker shows for 8 counts, during which it cannot react again",
      permission: "controller",
      flags: { note: { kind: "text", describe: "the trigger, e.g. attack of opportunity" }, char: charFlag, token: tokenFlag }
    }),
    verb({ name: "status", usage: "", summary: "the counter, who is due, the next few counts and the active markers", permission: "anyone", flags: {} }),
    verb({ name: "menu", usage: "", summary: "the action menu of your due combatant, again", permission: "controller", flags: { char: charFlag, token: tokenFlag } }),
    verb({
      name: "set",
      usage: "--count N | --tier T | --perception N",
      summary: "GM overrides on the selected combatants: next action count, movement tier, Perception modifier",
      permission: "gm",
      flags: {
        count: { kind: "int", describe: "the next action count (not before the counter)" },
        tier: { kind: "tier", describe: "a movement tier: key, name or 1–9" },
        perception: { kind: "int", describe: "the Perception modifier" },
        token: tokenFlag
      }
    }),
    verb({
      name: "condition",
      usage: "--add list | --remove list",
      summary: "conditions on the selected combatants (stunned, prone, grappled, …)",
      permission: "gm",
      flags: {
        add: { kind: "list", describe: "conditions to add, comma-separated" },
        remove: { kind: "list", describe: "conditions to remove, comma-separated (or all)" },
        token: tokenFlag
      }
    }),
    verb({ name: "undo", usage: "[N]", summary: "reverse the last N steps exactly: counter, tracker, markers", permission: "gm", positional: { kind: "count" }, flags: {} }),
    verb({ name: "redo", usage: "[N]", summary: "redo steps that were undone", permission: "gm", positional: { kind: "count" }, flags: {} }),
    verb({ name: "end", usage: "", summary: "end the fight: remove the rondel’s tracker entries and markers and post a summary", permission: "gm", flags: {} }),
    verb({
      name: "config",
      usage: "[--set key=value] [--reset key]",
      summary: "show and change the options: markers, badges, announcements, movement pattern, passed-over action, alias",
      permission: "gm",
      flags: {
        set: { kind: "text", describe: "an option and its new value, key=value" },
        reset: { kind: "text", describe: "an option to put back to its default" }
      }
    }),
    verb({ name: "macros", usage: "", summary: "create the GM macros and, for selected characters, token actions (Act, React, Hold)", permission: "gm", flags: {} }),
    verb({
      name: "repair",
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
  var MAX_TEXT = 200;
  var MAX_INT = 1e6;
  function commandWord(content, words) {
    const match = /^!([^\s]+)(?:\s|$)/.exec(content);
    if (!match) return null;
    const word = match[1].toLowerCase();
    return words.includes(word) ? word : null;
  }
  function expandInlineRolls(content, rolls) {
    if (!rolls || rolls.length === 0) return content;
    return content.replace(/\$\[\[(\d+)\]\]/g, (whole, index) => {
      var _a, _b;
      const total2 = (_b = (_a = rolls[Number(index)]) == null ? void 0 : _a.results) == null ? void 0 : _b.total;
      return typeof total2 === "number" && Number.isFinite(total2) ? String(total2) : whole;
    });
  }
  function usage(word, verb2) {
    return `!${word} ${verb2.name}${verb2.usage ? " " + verb2.usage : ""}`;
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
      case "list": {
        const items = text2.toLowerCase().split(/[\s,]+/).filter(Boolean);
        return items.length ? { value: items } : { error: `--${name} needs a list, e.g. --${name} prone,grappled.` };
      }
      case "text":
        return { value: text2.slice(0, MAX_TEXT) };
    }
  }
  function parseCommandLine(text2, words = COMMAND_WORDS) {
    var _a, _b;
    const word = commandWord(text2, words);
    if (word === null) return null;
    const body = text2.replace(/^!\S+/, "");
    const [head = "", ...flagParts] = body.split(/\s+--/);
    const headWords = head.trim().split(/\s+/).filter(Boolean);
    const verbName = ((_a = headWords[0]) != null ? _a : "help").toLowerCase();
    const verb2 = findVerb(verbName);
    if (!verb2) {
      const names = VERBS.map((v) => v.name).join(", ");
      return { ok: false, word, errors: [`Unknown command “${verbName.slice(0, 30)}”. Commands: ${names}. Try !${word} help.`] };
    }
    const errors = [];
    const flags = {};
    let help = false;
    for (const part of flagParts) {
      const match = /^([^\s=]*)(?:[\s=]([\s\S]*))?$/.exec(part);
      const name = ((_b = match == null ? void 0 : match[1]) != null ? _b : "").toLowerCase();
      const raw2 = (match == null ? void 0 : match[2]) !== void 0 && match[2].trim() !== "" ? match[2] : null;
      if (name === "help") {
        help = true;
        continue;
      }
      const spec = Object.prototype.hasOwnProperty.call(verb2.flags, name) ? verb2.flags[name] : void 0;
      if (!spec) {
        const known = Object.keys(verb2.flags);
        errors.push(`${verb2.name} has no option --${name.slice(0, 30)}${known.length ? `; it takes ${known.map((k) => "--" + k).join(", ")}` : ""}.`);
        continue;
      }
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
    const positional = verb2.positional;
    if (rest.length > 0 && !positional) errors.push(`${verb2.name} takes no words after it, only options.`);
    if (positional && rest.length > 1) errors.push(`${verb2.name} takes one word after it, not ${rest.length}.`);
    if (positional && rest.length >= 1) {
      arg = rest[0].toLowerCase();
      if (positional.kind === "choice" && !positional.choices.includes(arg)) {
        errors.push(`“${arg.slice(0, 30)}” is not one of ${positional.choices.join(", ")}.`);
      }
      if (positional.kind === "count" && (parseInteger(arg) === null || parseInteger(arg) < 1)) {
        errors.push(`${verb2.name} takes a number of steps, like ${verb2.name} 2.`);
      }
    }
    if (!help && (positional == null ? void 0 : positional.kind) === "choice" && positional.required && arg === null) {
      errors.push(`${verb2.name} needs one of ${positional.choices.join(", ")}.`);
    }
    if (errors.length > 0) return { ok: false, word, verb: verb2, errors };
    return { ok: true, command: { word, verb: verb2, arg, flags, help } };
  }

  // src/rules/dice.ts
  function rollDice(dice, count, sides) {
    const results = [];
    for (let i = 0; i < count; i += 1) results.push(dice.roll(sides));
    return { count, sides, results };
  }
  function total(roll) {
    return roll.results.reduce((sum, value) => sum + value, 0);
  }

  // src/rules/actions.ts
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
  function actionRow(key) {
    return ACTIONS.find((row) => row.key === key);
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
    const raw2 = rolls.reduce((sum, roll) => sum + total(roll), 0) + spec.base + terms.reduce((sum, term) => sum + term.value, 0);
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

  // src/rules/conditions.ts
  var CONDITION_KEYS = [
    "incapacitated",
    "paralyzed",
    "petrified",
    "stunned",
    "unconscious",
    "grappled",
    "restrained",
    "prone"
  ];
  var CANNOT_ACT = ["incapacitated", "paralyzed", "petrified", "stunned", "unconscious"];
  var CANNOT_MOVE = ["grappled", "restrained", "paralyzed", "petrified", "unconscious"];
  function isConditionKey(value) {
    return typeof value === "string" && CONDITION_KEYS.includes(value);
  }
  function parseCondition(input) {
    const text2 = input.trim().toLowerCase();
    return CONDITION_KEYS.find((key) => key === text2);
  }
  function blocksActing(conditions) {
    return conditions.find((condition) => CANNOT_ACT.includes(condition));
  }
  function blocksMoving(conditions) {
    return conditions.find((condition) => CANNOT_MOVE.includes(condition));
  }

  // src/rules/movement.ts
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
  function tierHexes(tier, count, pattern = DEFAULT_PATTERN) {
    var _a;
    if (!isWindow(count)) return 0;
    return (_a = pattern[tier][windowIndex(count, pattern)]) != null ? _a : 0;
  }
  function windowTable(count, pattern = DEFAULT_PATTERN) {
    return TIER_KEYS.map((tier) => ({ tier, hexes: tierHexes(tier, count, pattern) }));
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

  // src/rules/order.ts
  function tieRolls(combatant) {
    return combatant.tie && combatant.tie.count === combatant.nextAt ? combatant.tie.rolls : [];
  }
  function compareRolls(a, b) {
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i += 1) {
      const d = a[i] - b[i];
      if (d !== 0) return d;
    }
    return a.length - b.length;
  }
  function compareKeyed(a, ra, b, rb) {
    if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
    const rolls = compareRolls(ra, rb);
    if (rolls !== 0) return rolls;
    if (a.arrival !== b.arrival) return a.arrival - b.arrival;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }
  function compareCombatants(a, b) {
    return compareKeyed(a, tieRolls(a), b, tieRolls(b));
  }
  function rondelOrder(state2) {
    const keyed = state2.combatants.map((c) => ({ c, rolls: tieRolls(c) }));
    keyed.sort((x, y) => compareKeyed(x.c, x.rolls, y.c, y.rolls));
    return keyed.map((k) => k.c);
  }
  function currentCombatant(state2) {
    let best;
    for (const c of state2.combatants) {
      if (c.nextAt <= state2.counter && (!best || compareCombatants(c, best) < 0)) best = c;
    }
    return best;
  }
  function findCombatant(state2, id) {
    return state2.combatants.find((c) => c.id === id);
  }

  // src/rules/engine.ts
  var FLEX_COUNTS = 8;
  var GUARD_COUNTS = 12;
  var LIMITS = { speed: 20, mod: 20, cast: 200, count: 1e6 };
  var DEFAULT_RULES = { pattern: DEFAULT_PATTERN, passedOver: "guard" };
  function emptyCombat() {
    return { counter: 1, combatants: [], spells: [], nextArrival: 0 };
  }
  function rejected(state2, code, reason) {
    return { state: state2, events: [{ type: "rejected", code, reason }] };
  }
  function replace(state2, updated) {
    return { ...state2, combatants: state2.combatants.map((c) => c.id === updated.id ? updated : c) };
  }
  function sanitizeInteger(value, fallback = 0) {
    return Number.isFinite(value) ? Math.trunc(value) : fallback;
  }
  function rollInitiative(dice, c) {
    const roll = dice.roll(12);
    return { roll, first: Math.max(1, roll - sanitizeInteger(c.perceptionMod) + sanitizeInteger(c.initiativeAdjustment)) };
  }
  function settleTies(state2, count, dice) {
    const group = state2.combatants.filter((c) => c.nextAt === count).sort((a, b) => a.arrival - b.arrival);
    if (group.length < 2) return { state: state2, event: null };
    const rolls = /* @__PURE__ */ new Map();
    for (const c of group) rolls.set(c.id, c.tie && c.tie.count === count ? [...c.tie.rolls] : []);
    let rolled = false;
    const separate = (members, level) => {
      for (const c of members) {
        const own = rolls.get(c.id);
        if (own.length <= level) {
          own.push(dice.roll(20));
          rolled = true;
        }
      }
      const classes = /* @__PURE__ */ new Map();
      for (const c of members) {
        const key = rolls.get(c.id)[level];
        const bucket = classes.get(key);
        if (bucket) bucket.push(c);
        else classes.set(key, [c]);
      }
      for (const bucket of classes.values()) if (bucket.length > 1) separate(bucket, level + 1);
    };
    separate(group, 0);
    if (!rolled) return { state: state2, event: null };
    const combatants = state2.combatants.map(
      (c) => c.nextAt === count ? { ...c, tie: { count, rolls: rolls.get(c.id) } } : c
    );
    const ordered = group.map((c) => ({ id: c.id, rolls: rolls.get(c.id) })).sort((a, b) => compareRolls(a.rolls, b.rolls));
    return { state: { ...state2, combatants }, event: { type: "tie-broken", count, rolls: ordered } };
  }
  function turnKey(state2) {
    const current = currentCombatant(state2);
    return current ? `${state2.counter}:${current.id}:${current.nextAt}` : "";
  }
  function finish(before, state2, events) {
    var _a;
    const key = turnKey(state2);
    if (key && key !== turnKey(before)) {
      const current = currentCombatant(state2);
      events.push({ type: "turn-due", id: current.id, count: state2.counter, blockedBy: (_a = blocksActing(current.conditions)) != null ? _a : null });
    }
    return { state: state2, events };
  }
  function sequence(state2, transitions) {
    let next = state2;
    const events = [];
    for (const transition of transitions) {
      const step = transition(next);
      const refusal = step.events.find((e) => e.type === "rejected");
      if (refusal) return { state: state2, events: [refusal] };
      next = step.state;
      events.push(...step.events);
    }
    return { state: next, events };
  }
  function startCombat(list, dice) {
    const empty = emptyCombat();
    if (list.length === 0) return rejected(empty, "no-combatants", "Select the tokens in the fight first.");
    const events = [{ type: "combat-started", counter: 1 }];
    return finish(empty, join(empty, list, dice, false, events), events);
  }
  function joinCombat(state2, list, dice) {
    const events = [];
    const fresh = list.filter((c) => {
      if (!findCombatant(state2, c.id)) return true;
      events.push({ type: "rejected", code: "already-in-combat", reason: `${c.name} is already in the fight.` });
      return false;
    });
    if (fresh.length === 0) return { state: state2, events };
    return finish(state2, join(state2, fresh, dice, true, events), events);
  }
  function join(state2, list, dice, joining, events) {
    var _a;
    let next = state2;
    const seen = new Set(state2.combatants.map((c) => c.id));
    const counts = /* @__PURE__ */ new Set();
    for (const c of list) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const { roll, first } = rollInitiative(dice, c);
      const nextAt = joining ? state2.counter + first : first;
      const combatant = {
        id: c.id,
        name: c.name,
        tier: c.tier,
        perceptionMod: sanitizeInteger(c.perceptionMod),
        initiativeAdjustment: sanitizeInteger(c.initiativeAdjustment),
        nextAt,
        tie: null,
        arrival: next.nextArrival,
        lastAction: null,
        markers: [],
        conditions: [...new Set((_a = c.conditions) != null ? _a : [])]
      };
      next = { ...next, combatants: [...next.combatants, combatant], nextArrival: next.nextArrival + 1 };
      counts.add(nextAt);
      events.push({
        type: "initiative-rolled",
        id: c.id,
        roll,
        perceptionMod: combatant.perceptionMod,
        adjustment: combatant.initiativeAdjustment,
        count: nextAt,
        joining
      });
    }
    for (const count of [...counts].sort((a, b) => a - b)) {
      const settled = settleTies(next, count, dice);
      next = settled.state;
      if (settled.event) events.push(settled.event);
    }
    return next;
  }
  function leaveCombat(state2, id) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    const next = { ...state2, combatants: state2.combatants.filter((x) => x.id !== id) };
    return finish(state2, next, [{ type: "left", id, name: c.name }]);
  }
  function nextEventCount(state2) {
    let next = (Math.floor(state2.counter / WINDOW_EVERY) + 1) * WINDOW_EVERY;
    for (const c of state2.combatants) {
      if (c.nextAt > state2.counter && c.nextAt < next) next = c.nextAt;
      for (const m of c.markers) if (!untilNextTurn(m) && m.until > state2.counter && m.until < next) next = m.until;
    }
    for (const s of state2.spells) if (s.resolvesAt > state2.counter && s.resolvesAt < next) next = s.resolvesAt;
    return next;
  }
  function untilNextTurn(m) {
    return m.kind === "holding" || m.kind === "dashing";
  }
  function allowanceFor(c, count, config) {
    return allowanceWith(c, tierHexes(c.tier, count, config.pattern));
  }
  function allowanceWith(c, tierHexes2) {
    if (c.conditions.length === 0 && c.markers.length === 0) return { kind: "move", hexes: tierHexes2 };
    const held = blocksMoving(c.conditions);
    if (held) return { kind: "held", reason: held };
    const dash = c.markers.some((m) => m.kind === "dashing");
    const hexes = tierHexes2 * (dash ? 2 : 1);
    const extra = dash ? { dash: true } : {};
    if (c.conditions.includes("prone")) return { kind: "crawl", hexes: Math.floor(hexes / 3), full: hexes, ...extra };
    return { kind: "move", hexes, ...extra };
  }
  function arriveAt(state2, config, events) {
    const count = state2.counter;
    let next = state2;
    const resolving = state2.spells.filter((s) => s.resolvesAt <= count);
    if (resolving.length > 0) {
      for (const s of resolving) events.push({ type: "spell-resolves", id: s.casterId, name: s.casterName, count, note: s.note });
      next = { ...next, spells: next.spells.filter((s) => s.resolvesAt > count) };
    }
    let changed = false;
    const expired = (c, m) => untilNextTurn(m) ? c.nextAt <= count : m.until <= count;
    const combatants = next.combatants.map((c) => {
      if (!c.markers.some((m) => expired(c, m))) return c;
      const kept = [];
      for (const m of c.markers) {
        if (expired(c, m)) events.push({ type: "marker-expired", id: c.id, marker: m.kind });
        else kept.push(m);
      }
      changed = true;
      return { ...c, markers: kept };
    });
    if (changed) next = { ...next, combatants };
    if (isWindow(count)) {
      const tiers = windowTable(count, config.pattern);
      const hexes = new Map(tiers.map((t) => [t.tier, t.hexes]));
      events.push({
        type: "movement-window",
        count,
        index: windowIndex(count, config.pattern),
        tiers,
        // in the order they joined: the card lists them, it need not sort them (a sort here costs N log N per window)
        combatants: next.combatants.map((c) => {
          var _a;
          return { id: c.id, tier: c.tier, allowance: allowanceWith(c, (_a = hexes.get(c.tier)) != null ? _a : 0) };
        })
      });
    }
    return next;
  }
  function passOver(state2, c, dice, config, events) {
    const blocked = blocksActing(c.conditions);
    const action = blocked ? "reset" : config.passedOver;
    const note = blocked ? `${blocked}: the turn is lost` : "";
    return applyAction(state2, c, action, {}, note, dice, events, true);
  }
  function advance(state2, dice, config = DEFAULT_RULES) {
    const events = [];
    let next = state2;
    const current = currentCombatant(next);
    if (current) {
      next = passOver(next, current, dice, config, events);
      if (currentCombatant(next)) return finish(state2, next, events);
    }
    const to = nextEventCount(next);
    events.push({ type: "counter-advanced", from: next.counter, to });
    next = arriveAt({ ...next, counter: to }, config, events);
    return finish(state2, next, events);
  }
  function advanceOne(state2, dice, config = DEFAULT_RULES) {
    const events = [];
    let next = state2;
    for (let current = currentCombatant(next); current; current = currentCombatant(next)) {
      next = passOver(next, current, dice, config, events);
    }
    events.push({ type: "counter-advanced", from: next.counter, to: next.counter + 1 });
    next = arriveAt({ ...next, counter: next.counter + 1 }, config, events);
    return finish(state2, next, events);
  }
  function checkInteger(value, limit, low, name) {
    if (value === void 0) return null;
    if (!Number.isInteger(value) || value < low || value > limit) return `${name} must be a whole number from ${low} to ${limit}.`;
    return null;
  }
  function declareAction(state2, id, action, input, dice, note = "") {
    var _a, _b;
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    if (!isActionKey(action)) return rejected(state2, "bad-value", `Unknown action.`);
    if (c.nextAt > state2.counter) {
      return rejected(state2, "not-due", `${c.name} is not due yet: next action at count ${c.nextAt} (the counter is at ${state2.counter}).`);
    }
    const current = currentCombatant(state2);
    if (current.id !== c.id) {
      return rejected(state2, "not-first", `${current.name} acts first at count ${state2.counter} (lower tie-break); ${c.name} is next.`);
    }
    const blocked = blocksActing(c.conditions);
    if (blocked) return rejected(state2, "cannot-act", `${c.name} is ${blocked} and cannot act.`);
    if (action === "hold" && c.lastAction === "hold") {
      return rejected(state2, "hold-twice", `${c.name} held last time and cannot hold twice in a row: Reset, Full Guard or act.`);
    }
    const problem = (_b = (_a = checkInteger(input.speed, LIMITS.speed, -LIMITS.speed, "Weapon speed")) != null ? _a : checkInteger(input.mod, LIMITS.mod, -LIMITS.mod, "The modifier")) != null ? _b : checkInteger(input.cast, LIMITS.cast, 0, "Casting time");
    if (problem) return rejected(state2, "bad-value", problem);
    const events = [];
    const next = applyAction(state2, c, action, input, note, dice, events, false);
    return finish(state2, next, events);
  }
  function applyAction(state2, c, action, input, note, dice, events, passedOver) {
    const count = state2.counter;
    const changeWaived = Boolean(input.change) && c.lastAction === "hold";
    const coolDown = rollCoolDown(action, input, Boolean(input.change) && !changeWaived, dice);
    const nextAt = count + countsToNextAction(coolDown);
    let markers = c.markers.filter((m) => !untilNextTurn(m));
    const applied = [];
    if (action === "guard") {
      markers = [...markers.filter((m) => m.kind !== "guard"), { kind: "guard", from: count, until: count + GUARD_COUNTS }];
      applied.push({ marker: "guard", until: count + GUARD_COUNTS });
    }
    if (action === "hold") {
      markers = [...markers, { kind: "holding", from: count }];
      applied.push({ marker: "holding", until: nextAt });
    }
    if (action === "dash") {
      markers = [...markers, { kind: "dashing", from: count }];
      applied.push({ marker: "dashing", until: nextAt });
    }
    let next = replace(state2, { ...c, nextAt, tie: null, lastAction: action, markers });
    events.push({ type: "action-declared", id: c.id, count, coolDown, nextAt, changeWaived, passedOver, note });
    for (const a of applied) events.push({ type: "marker-applied", id: c.id, marker: a.marker, until: a.until });
    if (action === "magic") {
      const resolvesAt = count + coolDown.castTime;
      const text2 = note.trim();
      if (resolvesAt <= count) {
        events.push({ type: "spell-resolves", id: c.id, name: c.name, count, note: text2 });
      } else {
        const spell = { casterId: c.id, casterName: c.name, castAt: count, resolvesAt, note: text2 };
        next = { ...next, spells: [...next.spells, spell] };
        events.push({ type: "spell-cast", id: c.id, resolvesAt, note: text2 });
      }
    }
    const settled = settleTies(next, nextAt, dice);
    if (settled.event) events.push(settled.event);
    return settled.state;
  }
  function flexUntil(c, counter) {
    for (const m of c.markers) if (m.kind === "flex" && m.until > counter) return m.until;
    return null;
  }
  function react(state2, id, note = "") {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    const blocked = blocksActing(c.conditions);
    if (blocked) return rejected(state2, "cannot-react", `${c.name} is ${blocked} and cannot react.`);
    const until = flexUntil(c, state2.counter);
    if (until !== null) {
      return rejected(state2, "flex-active", `${c.name} reacted recently: the flex marker shows until count ${until}.`);
    }
    const next = state2.counter + FLEX_COUNTS;
    const markers = [...c.markers.filter((m) => m.kind !== "flex"), { kind: "flex", from: state2.counter, until: next }];
    const events = [
      { type: "reacted", id, count: state2.counter, until: next, note: note.trim() },
      { type: "marker-applied", id, marker: "flex", until: next }
    ];
    return finish(state2, replace(state2, { ...c, markers }), events);
  }
  function setNextCount(state2, id, count, dice) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    if (!Number.isInteger(count) || count > LIMITS.count) return rejected(state2, "bad-value", "The count must be a whole number.");
    if (count < state2.counter) {
      return rejected(state2, "count-in-past", `Count ${count} has passed: the counter is at ${state2.counter}.`);
    }
    if (count === c.nextAt) return { state: state2, events: [] };
    const events = [{ type: "overridden", id, field: "nextAt", from: c.nextAt, to: count }];
    let markers = c.markers;
    if (count <= state2.counter) {
      for (const m of markers) if (untilNextTurn(m)) events.push({ type: "marker-expired", id, marker: m.kind });
      markers = markers.filter((m) => !untilNextTurn(m));
    }
    const settled = settleTies(replace(state2, { ...c, nextAt: count, tie: null, markers }), count, dice);
    if (settled.event) events.push(settled.event);
    return finish(state2, settled.state, events);
  }
  function setTier(state2, id, tier) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    if (c.tier === tier) return { state: state2, events: [] };
    return { state: replace(state2, { ...c, tier }), events: [{ type: "overridden", id, field: "tier", from: c.tier, to: tier }] };
  }
  function setPerception(state2, id, mod) {
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.mod) return rejected(state2, "bad-value", `The Perception modifier must be a whole number from −${LIMITS.mod} to ${LIMITS.mod}.`);
    if (c.perceptionMod === mod) return { state: state2, events: [] };
    return {
      state: replace(state2, { ...c, perceptionMod: mod }),
      events: [{ type: "overridden", id, field: "perceptionMod", from: c.perceptionMod, to: mod }]
    };
  }
  function changeConditions(state2, id, add, remove) {
    var _a, _b;
    const c = findCombatant(state2, id);
    if (!c) return rejected(state2, "unknown-combatant", "That token is not in the fight.");
    const added = [...new Set(add)].filter((k) => !c.conditions.includes(k) && !remove.includes(k));
    const removed = [...new Set(remove)].filter((k) => c.conditions.includes(k));
    if (added.length === 0 && removed.length === 0) return { state: state2, events: [] };
    const conditions = [...c.conditions.filter((k) => !removed.includes(k)), ...added];
    const events = [{ type: "conditions-changed", id, added, removed }];
    const next = replace(state2, { ...c, conditions });
    if (((_a = currentCombatant(next)) == null ? void 0 : _a.id) === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
      events.push({ type: "turn-due", id, count: state2.counter, blockedBy: (_b = blocksActing(conditions)) != null ? _b : null });
    }
    return { state: next, events };
  }

  // src/rules/history.ts
  var HISTORY_LIMIT = 30;
  function timeline(present2) {
    return { present: present2, past: [], future: [] };
  }
  function record(t, next, limit = HISTORY_LIMIT) {
    if (next === t.present) return t;
    const past = [...t.past, t.present];
    return { present: next, past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
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
  function text(value, max = 80) {
    let s = typeof value === "string" ? value : value === void 0 || value === null ? "" : String(value);
    s = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
    const chars = Array.from(s);
    if (chars.length > max) s = chars.slice(0, Math.max(1, max - 1)).join("") + "…";
    return s.replace(/[&<>"'[\]{}@%|*?#$`~\\=]/g, (c) => ENTITIES[c]);
  }
  function join2(parts, separator = "") {
    return parts.join(separator);
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
  function button(label, command, colour = COLOURS.button) {
    const safeCommand = command.replace(/"/g, "&quot;").replace(/[\r\n]/g, " ");
    return raw(
      `<a href="${safeCommand}" style="display:inline-block;margin:1px 2px;padding:1px 6px;border:1px solid ${colour};border-radius:4px;background:${colour};color:#fff;font-weight:bold;text-decoration:none">${label}</a>`
    );
  }
  function card(options) {
    var _a;
    const accent = (_a = options.accent) != null ? _a : COLOURS.accent;
    const head = tag(
      "div",
      `background:${accent};color:#fff;padding:3px 6px;font-weight:bold;font-size:1.05em`,
      options.subtitle ? join2([options.title, raw(" "), tag("span", "font-weight:normal;opacity:.85;font-size:.9em", options.subtitle)]) : options.title
    );
    const rows = options.body.map(
      (row, i) => tag("div", `padding:2px 6px;${i > 0 ? "border-top:1px solid #e6dcc8;" : ""}`, row)
    );
    const foot = options.footer ? tag("div", `padding:2px 6px;border-top:1px solid #e6dcc8;color:${COLOURS.muted};font-size:.9em`, options.footer) : raw("");
    return tag(
      "div",
      `border:1px solid ${COLOURS.border};border-radius:6px;background:${COLOURS.paper};color:${COLOURS.ink};overflow:hidden;margin:2px 0`,
      join2([head, ...rows, foot])
    );
  }
  function chip(label, background, ink, dim = false) {
    return tag(
      "span",
      `display:inline-block;margin:1px;padding:0 4px;border-radius:3px;background:${background};color:${ink};font-size:.9em;${dim ? "opacity:.35;" : ""}`,
      label
    );
  }
  function strong(inner) {
    return tag("b", "", inner);
  }
  function muted(inner) {
    return tag("span", `color:${COLOURS.muted}`, inner);
  }

  // src/render/cards.ts
  function who(nameOf, id) {
    return strong(text(nameOf(id), 40));
  }
  function diceText(roll) {
    return `${roll.count === 1 ? "" : roll.count}d${roll.sides} (${roll.results.join("+")})`;
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
  function allowanceText(a) {
    switch (a.kind) {
      case "move":
        return (a.hexes === 0 ? "no move" : `${a.hexes} hex${a.hexes === 1 ? "" : "es"}`) + (a.dash ? " (dash)" : "");
      case "crawl":
        return `crawl ${a.hexes}${a.dash ? " (dash)" : ""} (or stand up)`;
      case "held":
        return `0 (${a.reason})`;
    }
  }
  function tierChip(tier, label, dim = false) {
    const info = tierInfo(tier);
    return chip(label, info.colour, info.ink, dim);
  }
  function windowBlock(e, nameOf) {
    const chips = join2(e.tiers.map((t) => tierChip(t.tier, text(`${tierInfo(t.tier).name} ${t.hexes}`), t.hexes === 0)));
    const rows = e.combatants.map(
      (c) => join2([tierChip(c.tier, raw("&nbsp;")), raw(" "), who(nameOf, c.id), raw(": "), text(allowanceText(c.allowance))])
    );
    return [join2([strong(text(`Movement window at count ${e.count}`)), raw(" "), muted(text(`(window ${e.index + 1})`))]), chips, ...rows];
  }
  function eventLines(events, nameOf, extra = []) {
    const lines = [];
    for (const e of events) {
      switch (e.type) {
        case "combat-started":
          lines.push(strong(text("The fight begins. The counter starts at 1.")));
          break;
        case "initiative-rolled": {
          const terms = `d12 (${e.roll})${e.perceptionMod ? ` ${signed(-e.perceptionMod)} Perception` : ""}${e.adjustment ? ` ${signed(e.adjustment)} adjustment` : ""}`;
          const at = e.joining ? `count ${e.count - Math.max(1, e.roll - e.perceptionMod + e.adjustment)} + ` : "";
          lines.push(join2([who(nameOf, e.id), text(`${e.joining ? " joins" : ""}: ${at}${terms} → count ${e.count}`)]));
          break;
        }
        case "tie-broken":
          lines.push(
            join2([
              text(`Tie at count ${e.count}, d20 lowest first: `),
              join2(e.rolls.map((r) => join2([who(nameOf, r.id), text(` ${r.rolls.join("/")}`)])), raw(", "))
            ])
          );
          break;
        case "left":
          lines.push(join2([strong(text(e.name, 40)), text(" leaves the fight.")]));
          break;
        case "counter-advanced":
          lines.push(strong(text(e.to - e.from === 1 ? `Count ${e.to}` : `Count ${e.from} → ${e.to}`)));
          break;
        case "action-declared": {
          const label = actionRow(e.coolDown.action).label;
          const head = e.passedOver ? text(e.note ? ` (${e.note}): ${label}` : ` did not declare: ${label}`) : text(`: ${label}`);
          const note = !e.passedOver && e.note ? text(` “${e.note}”`, 60) : raw("");
          lines.push(
            join2([
              who(nameOf, e.id),
              head,
              note,
              raw(" "),
              muted(text(`${coolDownText(e.coolDown)}${e.changeWaived ? " (no change cost after a hold)" : ""}`)),
              text(` → next at count ${e.nextAt}`)
            ])
          );
          break;
        }
        case "movement-window":
          lines.push(...windowBlock(e, nameOf));
          break;
        case "marker-applied":
          if (e.marker === "holding") lines.push(join2([who(nameOf, e.id), text(` holds until count ${e.until}.`)]));
          if (e.marker === "guard") lines.push(join2([who(nameOf, e.id), text(` is on Full Guard until count ${e.until}: attacks against it are at disadvantage.`)]));
          if (e.marker === "dashing") lines.push(join2([who(nameOf, e.id), text(` dashes: double movement at every window until count ${e.until}.`)]));
          break;
        case "marker-expired":
          if (e.marker === "flex") lines.push(join2([who(nameOf, e.id), text(" can react again.")]));
          if (e.marker === "guard") lines.push(join2([who(nameOf, e.id), text(" is no longer on Full Guard.")]));
          break;
        case "spell-cast":
          lines.push(join2([who(nameOf, e.id), text(` is casting${e.note ? ` “${e.note}”` : ""}: it takes effect at count ${e.resolvesAt}.`, 120)]));
          break;
        case "spell-resolves":
          lines.push(join2([strong(text(e.name, 40)), text(`’s spell${e.note ? ` “${e.note}”` : ""} takes effect now.`, 120)]));
          break;
        case "reacted":
          lines.push(join2([who(nameOf, e.id), text(` reacts${e.note ? `: ${e.note}` : ""}. Flex until count ${e.until}.`, 120)]));
          break;
        case "overridden":
          lines.push(join2([who(nameOf, e.id), text(` ${OVERRIDE_LABEL[e.field]}: ${e.from} → ${e.to}${e.field === "perceptionMod" ? " (for its initiative when it joins a fight)" : ""}.`)]));
          break;
        case "conditions-changed":
          lines.push(
            join2([
              who(nameOf, e.id),
              text(`${e.added.length ? ` is now ${e.added.join(", ")}` : ""}${e.added.length && e.removed.length ? ";" : ""}${e.removed.length ? ` is no longer ${e.removed.join(", ")}` : ""}.`)
            ])
          );
          break;
        case "turn-due":
        case "rejected":
          break;
      }
    }
    lines.push(...extra);
    for (const e of events) {
      if (e.type === "turn-due") {
        lines.push(
          tag(
            "div",
            `font-weight:bold;color:${e.blockedBy ? COLOURS.bad : COLOURS.good}`,
            join2([text(`▶ Count ${e.count}: `), text(nameOf(e.id), 40), text(e.blockedBy ? ` is ${e.blockedBy} and cannot act (next passes the turn).` : " acts.")])
          )
        );
      }
    }
    return lines;
  }
  var OVERRIDE_LABEL = { nextAt: "next action count", tier: "movement tier", perceptionMod: "Perception modifier", name: "name" };
  function announcementCard(counter, events, nameOf, extra = []) {
    const body = eventLines(events, nameOf, extra);
    if (body.length === 0) return null;
    return card({ title: text("Rondel"), subtitle: text(`count ${counter}`), body });
  }
  function errorCard(title, lines, syntax) {
    const body = lines.map((l) => text(l, 300));
    if (syntax) body.push(join2([muted(text("Usage: ")), tag("code", "", text(syntax, 300))]));
    return card({ title: text(title), accent: COLOURS.bad, body });
  }
  function notice(title, lines, accent) {
    return noticeCard(title, lines.map((l) => text(l, 300)), accent);
  }
  function noticeCard(title, lines, accent) {
    return accent ? card({ title: text(title), accent, body: lines }) : card({ title: text(title), body: lines });
  }
  function helpCard(word, verbs, isGM) {
    const rows = verbs.filter((v) => isGM || !v.gmOnly).map((v) => join2([tag("code", "", text(`!${word} ${v.name}${v.usage ? " " + v.usage : ""}`, 200)), v.gmOnly ? muted(text(" (GM)")) : raw(""), raw("<br>"), muted(text(v.summary, 200))]));
    return card({
      title: text("Enchanted Realms Combat"),
      subtitle: text("the Cool-Down Rondel Hybrid"),
      body: rows,
      footer: text(`Every command answers --help. !rondel and !${word === "rondel" ? "combat" : word} both work.`)
    });
  }
  function verbHelpCard(word, verb2) {
    const flags = Object.entries(verb2.flags).map(([name, spec]) => join2([tag("code", "", text(`--${name}`)), text(`: ${spec.describe}`, 200)]));
    return card({
      title: text(`!${word} ${verb2.name}`),
      body: [text(verb2.summary, 300), join2([muted(text("Usage: ")), tag("code", "", text(`!${word} ${verb2.name} ${verb2.usage}`.trim(), 300))]), ...flags],
      footer: text(verb2.permission === "gm" ? "GM only." : verb2.permission === "controller" ? "The GM or whoever controls the combatant." : "Anyone.")
    });
  }
  function actionMenu(word, tokenId, name, count, d, canHold, lastHold, flexUntil2) {
    const base = `!${word} act`;
    const target = `--token ${tokenId}`;
    const change = lastHold ? "" : " ?{Change of action or weapon (+d4)?|No,|Yes,--change}";
    const buttons = [];
    for (const a of ACTIONS) {
      let cmd = `${base} ${a.key} ${target}`;
      if (a.key === "combat") cmd += ` --speed ?{Weapon speed|${d.speed}}${change}`;
      if (a.key === "hide" || a.key === "skill") cmd += ` --mod ?{Modifier (Agility ${d.agility})|${d.agility}}${change}`;
      if (a.key === "magic") cmd += ` --cast ?{Casting time|${d.cast}} --tradition ?{Tradition|Divine (Faith),divine|Axiom (Logic),axiom|Other (Agility),other} --note ?{Spell|}${change}`;
      if (a.key === "dash") cmd += change;
      if (a.key === "hold" && !canHold) continue;
      buttons.push(button(text(a.label), cmd));
    }
    if (flexUntil2 === null) buttons.push(button(text("React"), `!${word} react ${target} --note ?{Trigger|attack of opportunity}`, "#455a64"));
    else buttons.push(muted(text(` React: flex until count ${flexUntil2}`)));
    return card({
      title: text(`${name}: your action`, 60),
      subtitle: text(`count ${count}`),
      body: [join2(buttons), muted(text(lastHold ? "You held last time: no Hold now, and no Change cost." : "Change adds d4 when you switch intent or weapon."))]
    });
  }
  function orderLine(order) {
    return join2([strong(text("Order: ")), text(order.map((c) => `${c.name} (${c.nextAt})`).join(", "), 2e3)]);
  }

  // src/render/visibility.ts
  function splitByAudience(events, hidden) {
    const everyone = [];
    const gmOnly = [];
    for (const e of events) {
      switch (e.type) {
        case "combat-started":
        case "counter-advanced":
        case "rejected":
          everyone.push(e);
          break;
        case "tie-broken": {
          const seen = e.rolls.filter((r) => !hidden(r.id));
          if (seen.length === e.rolls.length) everyone.push(e);
          else {
            if (seen.length > 1) everyone.push({ ...e, rolls: seen });
            gmOnly.push(e);
          }
          break;
        }
        case "movement-window": {
          const seen = e.combatants.filter((c) => !hidden(c.id));
          const unseen = e.combatants.filter((c) => hidden(c.id));
          everyone.push({ ...e, combatants: seen });
          if (unseen.length) gmOnly.push({ ...e, combatants: unseen });
          break;
        }
        default:
          (hidden(e.id) ? gmOnly : everyone).push(e);
      }
    }
    return { everyone, gmOnly };
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
    return Math.max(0, Math.min(9, Math.trunc(n)));
  }
  function applyMarkers(current, managed, wanted) {
    var _a;
    const items = parseMarkers(current);
    const out = [];
    const placed = /* @__PURE__ */ new Set();
    for (const m of items) {
      if (!managed.has(m.tag)) {
        out.push(m);
        continue;
      }
      if (wanted.has(m.tag) && !placed.has(m.tag)) {
        out.push({ tag: m.tag, badge: (_a = wanted.get(m.tag)) != null ? _a : null });
        placed.add(m.tag);
      }
    }
    for (const [tag2, b] of wanted) if (!placed.has(tag2)) out.push({ tag: tag2, badge: b });
    return formatMarkers(out);
  }

  // src/roll20/sheet.ts
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
  function readSheet(read, exists) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    const problems = [];
    const value = (name) => exists && !exists(name) ? void 0 : read(name);
    const num = (name, low, high) => {
      const v = value(name);
      if (blank(v)) return null;
      const n = integer(v);
      if (n === null || n < low || n > high) {
        problems.push(name);
        return null;
      }
      return n;
    };
    const tierOf = (name) => {
      const v = value(name);
      if (blank(v)) return null;
      const t = parseTier(typeof v === "number" ? v : String(v));
      if (!t) problems.push(name);
      return t != null ? t : null;
    };
    const perceptionMod = num("perception_mod", -20, 20);
    const perception = perceptionMod === null ? num("perception", 0, 99) : null;
    const tier = (_b = (_a = tierOf("movement_tier_current")) != null ? _a : tierOf("movement_tier")) != null ? _b : DEFAULT_TIER;
    return {
      tier,
      perceptionMod: perceptionMod != null ? perceptionMod : modifierForScore(perception != null ? perception : 0),
      initiativeAdjustment: (_c = num("initiative_adjustment", -50, 50)) != null ? _c : 0,
      speed: (_d = num("weapon_speed", -20, 20)) != null ? _d : 0,
      agility: (_e = num("agility_mod", -20, 20)) != null ? _e : 0,
      logic: (_f = num("logic_mod", -20, 20)) != null ? _f : 0,
      faith: (_g = num("faith_mod", -20, 20)) != null ? _g : 0,
      cast: (_h = num("casting_time", 0, 200)) != null ? _h : 0,
      castingMod: num("casting_mod", -20, 20),
      problems,
      hasSheet: true
    };
  }

  // src/rules/validate.ts
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
      if (!isObject(c.tie) || !isInt(c.tie.count) || !Array.isArray(c.tie.rolls) || !c.tie.rolls.every((r) => isInt(r) && r >= 1 && r <= 20)) {
        problems.push(`${where}.tie is malformed`);
      }
    }
    if (!Array.isArray(c.markers)) problems.push(`${where}.markers is not a list`);
    else c.markers.forEach((m, i) => checkMarker(m, `${where}.markers[${i}]`, problems));
    if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey)) problems.push(`${where}.conditions is malformed`);
  }
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
        checkCombatant(c, `combatants[${i}]`, counter, problems);
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
    return problems;
  }

  // src/roll20/store.ts
  var STATE_KEY = "EnchantedRealmsCombat";
  var SCHEMA_VERSION = 2;
  var DEFAULT_CONFIG = {
    flexMarker: "",
    guardMarker: "bolt-shield",
    holdMarker: "stopwatch",
    dashMarker: "fluffy-wing",
    moveMarker: "tread",
    movementBadges: true,
    announce: "all",
    passedOver: "guard",
    alias: "",
    pattern: DEFAULT_PATTERN
  };
  function freshStore() {
    return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: "" };
  }
  var MIGRATIONS = [
    // 0 → 1: defaults for everything
    (old) => ({ ...persist(freshStore()), ...old, schemaVersion: 1 }),
    // 1 → 2: the undo history is stored as patches instead of whole states
    (old) => {
      const fight = old.fight;
      if (!isObject2(fight) || !isObject2(fight.timeline)) return { ...old, schemaVersion: 2 };
      const t = fight.timeline;
      if (!Array.isArray(t.past) || !Array.isArray(t.future)) return { ...old, schemaVersion: 2 };
      return { ...old, schemaVersion: 2, fight: { ...fight, timeline: encodeTimeline(t, true) } };
    }
  ];
  function same(a, b, deep) {
    return a === b || deep && b !== void 0 && JSON.stringify(a) === JSON.stringify(b);
  }
  function diffState(newer, older, deep = false) {
    const byId = new Map(newer.combatants.map((c) => [c.id, c]));
    return {
      counter: older.counter,
      nextArrival: older.nextArrival,
      spells: older.spells,
      combatants: older.combatants.map((c) => same(c, byId.get(c.id), deep) ? c.id : c)
    };
  }
  function applyPatch(newer, patch) {
    if (!isObject2(patch) || !Array.isArray(patch.combatants)) return null;
    const byId = new Map(newer.combatants.map((c) => [c.id, c]));
    const combatants = [];
    for (const ref of patch.combatants) {
      const c = typeof ref === "string" ? byId.get(ref) : ref;
      if (c === void 0) return null;
      combatants.push(c);
    }
    return { counter: patch.counter, combatants, spells: patch.spells, nextArrival: patch.nextArrival };
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
  function encodeTimeline(t, deep = false) {
    return { present: t.present, past: encodeSide(t.present, t.past, deep), future: encodeSide(t.present, t.future, deep) };
  }
  function decodeTimeline(t) {
    const past = decodeSide(t.present, t.past);
    const future = decodeSide(t.present, t.future);
    return past && future ? { present: t.present, past, future } : null;
  }
  function persist(stored) {
    if (!stored.fight) return stored;
    return { ...stored, fight: { ...stored.fight, timeline: encodeTimeline(stored.fight.timeline) } };
  }
  function isObject2(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
  }
  function validateConfig(value) {
    if (!isObject2(value)) return ["config is not an object"];
    const problems = [];
    for (const key of ["flexMarker", "guardMarker", "holdMarker", "dashMarker", "moveMarker", "alias"]) {
      if (typeof value[key] !== "string") problems.push(`config.${key} is not text`);
    }
    if (typeof value.movementBadges !== "boolean") problems.push("config.movementBadges is not true/false");
    if (value.announce !== "all" && value.announce !== "gm") problems.push("config.announce is not all/gm");
    if (value.passedOver !== "guard" && value.passedOver !== "reset") problems.push("config.passedOver is not guard/reset");
    problems.push(...validatePattern(value.pattern).map((p) => `config.pattern: ${p}`));
    return problems;
  }
  function validateStored(value) {
    if (!isObject2(value)) return ["the stored data is not an object"];
    const problems = [];
    if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
    problems.push(...validateConfig(value.config));
    if (typeof value.helpVersion !== "string") problems.push("helpVersion is not text");
    const fight = value.fight;
    if (fight !== null) {
      if (!isObject2(fight)) problems.push("fight is not an object");
      else {
        if (typeof fight.pageId !== "string") problems.push("fight.pageId is not text");
        if (typeof fight.lastTurnOrder !== "string") problems.push("fight.lastTurnOrder is not text");
        const t = fight.timeline;
        if (!isObject2(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push("fight.timeline is malformed");
        else {
          const presentProblems = validateCombatState(t.present);
          problems.push(...presentProblems.map((p) => `fight: ${p}`));
          const decoded = presentProblems.length === 0 ? decodeTimeline(t) : null;
          if (presentProblems.length === 0 && !decoded) problems.push("fight.timeline holds a step that does not fit");
          if (decoded) {
            [...decoded.past, ...decoded.future].forEach((step, i) => {
              if (validateCombatState(step).length > 0) problems.push(`fight.timeline holds a malformed step (${i})`);
            });
          }
        }
      }
    }
    return problems;
  }
  function load(raw2) {
    if (raw2 === void 0 || raw2 === null) return { ok: true, stored: freshStore(), migrated: true };
    if (!isObject2(raw2)) return { ok: false, problem: "The stored data is not an object." };
    const version2 = raw2.schemaVersion === void 0 ? 0 : raw2.schemaVersion;
    if (typeof version2 !== "number" || !Number.isInteger(version2) || version2 < 0) {
      return { ok: false, problem: `The stored schema version ${JSON.stringify(version2)} is not a version.` };
    }
    if (version2 > SCHEMA_VERSION) {
      return { ok: false, problem: `The stored data is from a newer version of this script (schema ${version2}; this script knows up to ${SCHEMA_VERSION}). Install the newer script, or repair to start clean.` };
    }
    let data = JSON.parse(JSON.stringify(raw2));
    for (let v = version2; v < SCHEMA_VERSION; v += 1) data = MIGRATIONS[v](data);
    if (isObject2(data.config)) data = { ...data, config: { ...DEFAULT_CONFIG, ...data.config } };
    const problems = validateStored(data);
    if (problems.length > 0) return { ok: false, problem: `The stored data is damaged: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? "; …" : ""}.` };
    const fight = data.fight;
    const stored = { ...data, fight: fight ? { ...fight, timeline: decodeTimeline(fight.timeline) } : null };
    return { ok: true, stored, migrated: version2 !== SCHEMA_VERSION };
  }
  function configFromUserOptions(options) {
    if (!isObject2(options)) return DEFAULT_CONFIG;
    let config = DEFAULT_CONFIG;
    const announce = options.announce;
    if (announce === "all" || announce === "gm") config = { ...config, announce };
    const passed = options.passedOver;
    if (passed === "guard" || passed === "reset") config = { ...config, passedOver: passed };
    const badges = options.movementBadges;
    if (badges === false || badges === "false" || badges === "") config = { ...config, movementBadges: false };
    const alias = typeof options.alias === "string" ? options.alias.trim().replace(/^!/, "").toLowerCase() : "";
    if (/^[a-z][a-z0-9\-]{1,19}$/.test(alias) && alias !== "rondel" && alias !== "combat") config = { ...config, alias };
    return config;
  }

  // src/roll20/turn-order.ts
  var COUNT_TITLE = "Count";
  function parseTurnOrder(raw2) {
    if (typeof raw2 !== "string" || raw2.trim() === "") return [];
    let parsed;
    try {
      parsed = JSON.parse(raw2);
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e) => typeof e === "object" && e !== null && !Array.isArray(e)).filter((e) => typeof e.id === "string" || typeof e.id === "number").map((e) => ({ ...e, id: String(e.id), pr: typeof e.pr === "number" || typeof e.pr === "string" ? e.pr : "" }));
  }
  function isCountEntry(e) {
    return e.id === "-1" && typeof e.custom === "string" && (e.custom === COUNT_TITLE || e.custom.startsWith(`${COUNT_TITLE} · `));
  }
  function entryCount(e) {
    const n = typeof e.pr === "number" ? e.pr : Number(String(e.pr).trim());
    return Number.isFinite(n) && String(e.pr).trim() !== "" ? Math.round(n) : null;
  }
  function ourIds(state2) {
    return new Set(state2.combatants.map((c) => c.id));
  }
  function isOurs(e, ids) {
    return isCountEntry(e) || e.id !== "-1" && ids.has(e.id);
  }
  function project(state2, pageId, existing) {
    const ordered = rondelOrder(state2);
    const count = {
      id: "-1",
      pr: state2.counter,
      custom: isWindow(state2.counter) ? `${COUNT_TITLE} · movement window` : COUNT_TITLE,
      _pageid: pageId
    };
    const due = ordered.filter((c) => c.nextAt <= state2.counter);
    const later = ordered.filter((c) => c.nextAt > state2.counter);
    const entry = (c) => ({ id: c.id, pr: c.nextAt, custom: "", _pageid: pageId });
    const ids = ourIds(state2);
    const foreign = existing.filter((e) => !isOurs(e, ids));
    return [...due.map(entry), count, ...later.map(entry), ...foreign];
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
  function readEdits(before, after, state2) {
    if (isRotation(before, after)) return [{ kind: "next" }];
    const edits = [];
    const afterIds = /* @__PURE__ */ new Map();
    for (const e of after) if (e.id !== "-1" && !afterIds.has(e.id)) afterIds.set(e.id, e);
    const beforeIds = new Set(before.filter((e) => e.id !== "-1").map((e) => e.id));
    for (const c of state2.combatants) {
      const e = afterIds.get(c.id);
      if (!e) edits.push({ kind: "removed", id: c.id });
      else if (entryCount(e) !== c.nextAt) edits.push({ kind: "edited", id: c.id, count: entryCount(e) });
    }
    for (const [id, e] of afterIds) {
      if (!beforeIds.has(id) && !findCombatant(state2, id)) edits.push({ kind: "added", id, count: entryCount(e) });
    }
    const countAfter = after.find(isCountEntry);
    if (countAfter && entryCount(countAfter) !== state2.counter) {
      const countBefore = before.find(isCountEntry);
      if (!countBefore || entryCount(countBefore) !== entryCount(countAfter)) edits.push({ kind: "count-edited", count: entryCount(countAfter) });
    }
    return edits;
  }
  function withoutOurs(entries, state2) {
    const ids = ourIds(state2);
    return entries.filter((e) => !isOurs(e, ids));
  }

  // src/roll20/app.ts
  function userOptions() {
    var _a, _b;
    if (typeof globalconfig === "undefined" || !globalconfig) return void 0;
    return (_b = (_a = globalconfig.enchantedrealmscombat) != null ? _a : globalconfig["enchanted realms combat"]) != null ? _b : globalconfig["Enchanted Realms Combat"];
  }
  var SCRIPT_NAME = "Enchanted Realms Combat";
  var LOG_PREFIX = "EnchantedRealmsCombat:";
  var HELP_HANDOUT = "Help: Enchanted Realms Combat";
  var SPEAKER = "Rondel";
  var liveDice = { roll: (sides) => randomInteger(sides) };
  function present(fight) {
    return fight.timeline.present;
  }
  function rulesOf(config) {
    return { pattern: config.pattern, passedOver: config.passedOver };
  }
  function playerName(id) {
    const p = getObj("player", id);
    const name = p ? p.get("_displayname") : void 0;
    return typeof name === "string" && name !== "" ? name : "Someone";
  }
  function whisperTarget(playerId) {
    var _a;
    const name = playerName(playerId);
    if (!name.includes('"')) return `"${name}"`;
    const first = ((_a = name.trim().split(/\s+/)[0]) != null ? _a : "").toLowerCase();
    if (first === "" || first.includes('"')) return "gm";
    const clash = findObjs({ _type: "player" }).some((p) => {
      var _a2, _b;
      return p.id !== playerId && ((_b = String((_a2 = p.get("_displayname")) != null ? _a2 : "").trim().split(/\s+/)[0]) == null ? void 0 : _b.toLowerCase()) === first;
    });
    return clash ? "gm" : first;
  }
  function idList(value) {
    return typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [];
  }
  function controllersOf(token) {
    if (!token) return [];
    const ids = idList(token.get("controlledby"));
    const charId = token.get("represents");
    if (typeof charId === "string" && charId !== "") {
      const character = getObj("character", charId);
      if (character) ids.push(...idList(character.get("controlledby")));
    }
    return [...new Set(ids)];
  }
  function controls(sender, token) {
    if (sender.isGM) return true;
    const ids = controllersOf(token);
    return ids.includes("all") || ids.includes(sender.playerId);
  }
  function sheetFor(token) {
    const charId = token == null ? void 0 : token.get("represents");
    if (typeof charId !== "string" || charId === "" || !getObj("character", charId)) return NO_SHEET;
    const names = new Set(findObjs({ _type: "attribute", _characterid: charId }).map((a) => String(a.get("name")).toLowerCase()));
    return readSheet(
      (name) => getAttrByName(charId, name),
      (name) => names.has(name)
    );
  }
  function isHidden(id) {
    var _a;
    return ((_a = getObj("graphic", id)) == null ? void 0 : _a.get("layer")) === "gmlayer";
  }
  var NAME_LIMIT = 40;
  function shortName(name) {
    const chars = Array.from(name.replace(/\s+/g, " ").trim());
    return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_LIMIT - 1).join("")}…` : chars.join("");
  }
  function tokenName(token) {
    const own = token.get("name");
    if (typeof own === "string" && own.trim() !== "") return shortName(own);
    const charId = token.get("represents");
    const character = typeof charId === "string" && charId ? getObj("character", charId) : void 0;
    const name = character == null ? void 0 : character.get("name");
    return typeof name === "string" && name.trim() !== "" ? shortName(name) : "Unnamed token";
  }
  function save(stored) {
    state[STATE_KEY] = persist(stored);
  }
  function createApp(version2) {
    let stored = freshStore();
    let degraded = null;
    const observers = [];
    const hiddenGone = /* @__PURE__ */ new Set();
    const hidden = (id) => hiddenGone.has(id) || isHidden(id);
    function send(message) {
      const prefix = message.to === "all" ? "/direct " : message.to === "gm" ? "/w gm " : `/w ${whisperTarget(message.to.player)} `;
      sendChat(SPEAKER, prefix + message.html, null, message.noarchive ? { noarchive: true } : void 0);
    }
    function toSender(sender, html, noarchive = true) {
      return { to: sender.isApi ? "gm" : { player: sender.playerId }, html, noarchive };
    }
    function announceTo(config) {
      return config.announce === "gm" ? "gm" : "all";
    }
    function reportBug(where, error) {
      var _a;
      const stack = error instanceof Error ? (_a = error.stack) != null ? _a : error.message : String(error);
      log(`${LOG_PREFIX} bug in ${where}: ${stack}`);
      try {
        sendChat(SPEAKER, `/w gm ${notice("Rondel: something went wrong", [`A bug stopped “${where}”; nothing was changed and the script keeps running. The Mod console has the details.`], COLOURS.bad)}`, null, { noarchive: true });
      } catch (inner) {
        log(`${LOG_PREFIX} could not notify the GM: ${String(inner)}`);
      }
    }
    function guard(where, fn) {
      return (...args) => {
        try {
          fn(...args);
        } catch (error) {
          reportBug(where, error);
        }
      };
    }
    function customMarkers() {
      var _a;
      try {
        const raw2 = (_a = Campaign().get("_token_markers")) != null ? _a : Campaign().get("token_markers");
        const list = typeof raw2 === "string" && raw2 !== "" ? JSON.parse(raw2) : [];
        return Array.isArray(list) ? list.filter((m) => typeof (m == null ? void 0 : m.name) === "string" && typeof (m == null ? void 0 : m.tag) === "string") : [];
      } catch {
        return [];
      }
    }
    function tags(config) {
      var _a, _b;
      let flex = config.flexMarker;
      if (flex === "") flex = (_b = (_a = customMarkers().find((m) => m.name.toLowerCase() === "flex")) == null ? void 0 : _a.tag) != null ? _b : "lightning-helix";
      return { flex, guard: config.guardMarker, hold: config.holdMarker, dash: config.dashMarker, move: config.moveMarker };
    }
    function wantedMarkers(state2, c, config, t) {
      const wanted = /* @__PURE__ */ new Map();
      if (!state2 || !c) return wanted;
      const flex = flexUntil(c, state2.counter);
      if (flex !== null) wanted.set(t.flex, badge(flex - state2.counter));
      if (c.markers.some((m) => m.kind === "guard" && m.until > state2.counter)) wanted.set(t.guard, null);
      if (c.markers.some((m) => m.kind === "holding")) wanted.set(t.hold, null);
      if (c.markers.some((m) => m.kind === "dashing")) wanted.set(t.dash, null);
      if (config.movementBadges && isWindow(state2.counter)) {
        const a = allowanceFor(c, state2.counter, rulesOf(config));
        wanted.set(t.move, badge(a.kind === "held" ? 0 : a.hexes));
      }
      return wanted;
    }
    function commit(outcome) {
      var _a, _b;
      const before = stored;
      let after = (_a = outcome.stored) != null ? _a : before;
      const campaign = Campaign();
      const currentRaw = campaign.get("turnorder");
      let trackerWrite = null;
      let existing = parseTurnOrder(currentRaw);
      if (before.fight) existing = withoutOurs(existing, present(before.fight));
      if (after.fight) {
        const json = JSON.stringify(project(present(after.fight), after.fight.pageId, existing));
        if (json !== currentRaw) trackerWrite = json;
        if (json !== after.fight.lastTurnOrder) after = { ...after, fight: { ...after.fight, lastTurnOrder: json } };
      } else if (before.fight) {
        const json = existing.length ? JSON.stringify(existing) : "";
        if (json !== currentRaw) trackerWrite = json;
      }
      const ids = /* @__PURE__ */ new Set();
      for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) ids.add(c.id);
      const afterTags = tags(after.config);
      const managed = /* @__PURE__ */ new Set([...Object.values(tags(before.config)), ...Object.values(afterTags)]);
      const markerWrites = [];
      const afterState = after.fight ? present(after.fight) : null;
      const byId = new Map(((_b = afterState == null ? void 0 : afterState.combatants) != null ? _b : []).map((c) => [c.id, c]));
      for (const id of ids) {
        const token = getObj("graphic", id);
        if (!token) continue;
        const current = token.get("statusmarkers");
        const next = applyMarkers(current, managed, wantedMarkers(afterState, byId.get(id), after.config, afterTags));
        if (next !== (current != null ? current : "")) markerWrites.push({ token, value: next });
      }
      if (after !== before) {
        stored = after;
        save(after);
      }
      if (trackerWrite !== null) campaign.set("turnorder", trackerWrite);
      if (outcome.openTracker) campaign.set("initiativepage", outcome.openTracker);
      if (before.fight && !after.fight && trackerWrite === "") campaign.set("initiativepage", false);
      for (const w of markerWrites) w.token.set("statusmarkers", w.value);
      for (const m of outcome.messages) send(m);
      if (outcome.events && after.fight) for (const m of menusFor(outcome.events, after)) send(m);
      if (after.fight !== before.fight) notify();
      hiddenGone.clear();
    }
    function snapshot() {
      var _a, _b;
      if (!stored.fight) return null;
      const s = present(stored.fight);
      return {
        count: s.counter,
        pageId: stored.fight.pageId,
        order: rondelOrder(s).map((c) => ({ id: c.id, name: c.name, nextAt: c.nextAt, tier: c.tier })),
        due: (_b = (_a = currentCombatant(s)) == null ? void 0 : _a.id) != null ? _b : null
      };
    }
    function notify() {
      if (observers.length === 0) return;
      const snap = snapshot();
      for (const o of observers) {
        try {
          o(snap);
        } catch (error) {
          log(`${LOG_PREFIX} an observer failed: ${String(error)}`);
        }
      }
    }
    function nameLookup(...states) {
      return (id) => {
        for (const s of states) {
          const c = s ? findCombatant(s, id) : void 0;
          if (c) return c.name;
        }
        return "Someone";
      };
    }
    function rejectionOf(step) {
      const r = step.events.find((e) => e.type === "rejected");
      return r && r.type === "rejected" ? r.reason : null;
    }
    function announcements(counter, events, nameOf, order) {
      const audience = announceTo(stored.config);
      const split = audience === "gm" ? { everyone: [...events], gmOnly: [] } : splitByAudience(events, hidden);
      const out = [];
      const shown = order ? rondelOrder(order).filter((c) => audience === "gm" || !hidden(c.id)) : [];
      const card2 = announcementCard(counter, split.everyone, nameOf, shown.length > 1 ? [orderLine(shown)] : []);
      if (card2) out.push({ to: audience, html: card2 });
      const secret = announcementCard(counter, split.gmOnly, nameOf);
      if (secret) out.push({ to: "gm", html: secret });
      return out;
    }
    function stepOutcome(fight, step, extra = []) {
      const fightAfter = step.state === present(fight) ? fight : { ...fight, timeline: record(fight.timeline, step.state) };
      const messages = [...announcements(step.state.counter, step.events, nameLookup(step.state, present(fight))), ...extra];
      return { stored: { ...stored, fight: fightAfter }, messages, events: step.events };
    }
    function menusFor(events, s) {
      const out = [];
      const fight = s.fight;
      if (!fight) return out;
      const state2 = present(fight);
      const due = currentCombatant(state2);
      for (const e of events) {
        if (e.type !== "turn-due" || e.blockedBy || !due || due.id !== e.id) continue;
        const token = getObj("graphic", e.id);
        const sheet = sheetFor(token);
        const html = actionMenu(
          "rondel",
          e.id,
          due.name,
          state2.counter,
          { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast },
          due.lastAction !== "hold",
          due.lastAction === "hold",
          flexUntil(due, state2.counter)
        );
        const controllers = controllersOf(token);
        const players = controllers.filter((p) => p !== "all" && !playerIsGM(p));
        if (controllers.includes("all")) out.push({ to: "all", html, noarchive: true });
        else if (players.length === 0) out.push({ to: "gm", html, noarchive: true });
        else for (const p of players) out.push({ to: { player: p }, html, noarchive: true });
      }
      return out;
    }
    function selectedTokens(msg) {
      const list = Array.isArray(msg.selected) ? msg.selected : [];
      const tokens = [];
      for (const s of list) {
        if (!s || typeof s._id !== "string" || s._type !== "graphic") continue;
        const token = getObj("graphic", s._id);
        if (token && token.get("_subtype") !== "card" && !tokens.includes(token)) tokens.push(token);
      }
      return tokens;
    }
    function pointedAt(cmd, msg, state2) {
      const tokenFlag2 = cmd.flags.token;
      if (typeof tokenFlag2 === "string") {
        return getObj("graphic", tokenFlag2) || state2 && findCombatant(state2, tokenFlag2) ? { ids: [tokenFlag2], given: true, source: "token" } : { ids: [], given: true, source: "token", error: "That token no longer exists." };
      }
      const selected = selectedTokens(msg).map((t) => t.id);
      const charFlag2 = cmd.flags.char;
      if (typeof charFlag2 === "string") {
        if (!state2) return { ids: [], given: true, source: "char" };
        const ids = state2.combatants.filter((c) => {
          var _a;
          return ((_a = getObj("graphic", c.id)) == null ? void 0 : _a.get("represents")) === charFlag2;
        }).map((c) => c.id);
        if (ids.length === 0) return { ids: [], given: true, source: "char", error: "That character has no token in the fight." };
        const narrowed = ids.filter((id) => selected.includes(id));
        return { ids: narrowed.length ? narrowed : ids, given: true, source: "char" };
      }
      return { ids: selected, given: selected.length > 0, source: selected.length > 0 ? "selection" : "none" };
    }
    function sheetProblems(pairs) {
      const lines = pairs.filter((p) => p.sheet.problems.length > 0).map((p) => `${p.name}: ${p.sheet.problems.join(", ")} could not be read; the default was used.`);
      return lines.length ? [{ to: "gm", html: notice("Rondel: sheet values", lines, "#8d6e00"), noarchive: true }] : [];
    }
    function newCombatant(token) {
      const sheet = sheetFor(token);
      return {
        nc: { id: token.id, name: tokenName(token), tier: sheet.tier, perceptionMod: sheet.perceptionMod, initiativeAdjustment: sheet.initiativeAdjustment },
        sheet
      };
    }
    const fail = (sender, message, cmd) => ({
      messages: [toSender(sender, errorCard("Rondel", [message], cmd ? usage(cmd.word, cmd.verb) : void 0))]
    });
    const noFight = (sender) => fail(sender, sender.isGM ? "No fight is running. Select the tokens in the fight and run !rondel start." : "No fight is running.");
    function travel(cmd, sender, direction) {
      var _a;
      if (!stored.fight) return noFight(sender);
      const n = cmd.arg ? (_a = parseInteger(cmd.arg)) != null ? _a : 1 : 1;
      const { timeline: t, moved } = (direction === "undo" ? undo : redo)(stored.fight.timeline, n);
      if (moved === 0) return fail(sender, `There is nothing to ${direction}.`);
      const line = direction === "undo" ? `The GM undid ${moved} step(s): back to count ${t.present.counter}.` : `The GM redid ${moved} step(s): count ${t.present.counter}.`;
      const due = currentCombatant(t.present);
      const events = due ? [{ type: "turn-due", id: due.id, count: t.present.counter, blockedBy: null }] : [];
      return { stored: { ...stored, fight: { ...stored.fight, timeline: t } }, messages: [{ to: announceTo(stored.config), html: notice("Rondel", [line]) }], events };
    }
    const handlers = {
      help(cmd, sender) {
        const topic = cmd.arg ? VERBS.find((v) => v.name === cmd.arg) : void 0;
        if (cmd.arg && !topic) return fail(sender, `There is no command “${cmd.arg}”.`);
        return { messages: [toSender(sender, topic ? verbHelpCard(cmd.word, topic) : helpCard(cmd.word, VERBS, sender.isGM))] };
      },
      start(cmd, sender, msg) {
        var _a;
        const tokens = selectedTokens(msg);
        if (tokens.length === 0) return fail(sender, "Select the tokens in the fight first, then run !rondel start.", cmd);
        if (stored.fight && cmd.flags.confirm !== true) {
          const s = present(stored.fight);
          return {
            messages: [
              toSender(
                sender,
                noticeCard("A fight is still running", [
                  text(`It is at count ${s.counter} with ${s.combatants.length} combatant(s). Starting again ends it and starts a new one.`, 300),
                  join2([button(text("Start a new fight"), `!${cmd.word} start --confirm`, COLOURS.bad), muted(text(" keep the tokens selected"))])
                ])
              )
            ]
          };
        }
        const pageId = (_a = tokens[0]) == null ? void 0 : _a.get("_pageid");
        const onPage = tokens.filter((t) => t.get("_pageid") === pageId);
        const made = onPage.map(newCombatant);
        const step = startCombat(
          made.map((m) => m.nc),
          liveDice
        );
        const skipped = tokens.length - onPage.length;
        const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })));
        if (skipped) extra.push(toSender(sender, notice("Rondel", [`${skipped} selected token(s) on another page were left out: a fight stays on one page.`])));
        const fight = { pageId, timeline: timeline(step.state), lastTurnOrder: "" };
        return {
          stored: { ...stored, fight },
          messages: [...announcements(step.state.counter, step.events, nameLookup(step.state), step.state), ...extra],
          openTracker: pageId,
          events: step.events
        };
      },
      add(cmd, sender, msg) {
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const tokens = selectedTokens(msg).filter((t) => t.get("_pageid") === fight.pageId);
        if (tokens.length === 0) return fail(sender, "Select the tokens to add (on the page of the fight).", cmd);
        const made = tokens.map(newCombatant);
        const step = joinCombat(present(fight), made.map((m) => m.nc), liveDice);
        const refusals = step.events.filter((e) => e.type === "rejected").map((e) => e.type === "rejected" ? e.reason : "");
        const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })));
        if (refusals.length) extra.push(toSender(sender, notice("Rondel", refusals)));
        return stepOutcome(fight, step, extra);
      },
      remove(cmd, sender, msg) {
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const target = pointedAt(cmd, msg, present(fight));
        if (target.error) return fail(sender, target.error, cmd);
        const ids = target.ids.filter((id) => findCombatant(present(fight), id));
        if (ids.length === 0) return fail(sender, "Select the combatants to remove.", cmd);
        return stepOutcome(fight, sequence(present(fight), ids.map((id) => (s) => leaveCombat(s, id))));
      },
      next(cmd, sender) {
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const rules = rulesOf(stored.config);
        const step = cmd.flags.step === true ? advanceOne(present(fight), liveDice, rules) : advance(present(fight), liveDice, rules);
        return stepOutcome(fight, step);
      },
      act(cmd, sender, msg) {
        var _a, _b, _c, _d, _e, _f, _g;
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const state2 = present(fight);
        const action = cmd.arg;
        if (!action || !isActionKey(action)) return fail(sender, "Name the action.", cmd);
        const target = pointedAt(cmd, msg, state2);
        if (target.error) return fail(sender, target.error, cmd);
        const current = currentCombatant(state2);
        let id;
        const inFight = target.ids.filter((x) => findCombatant(state2, x));
        if (target.given && (inFight.length > 0 || target.source !== "selection")) {
          if (inFight.length === 0) return fail(sender, "That token is not in the fight.", cmd);
          id = (_a = inFight.find((x) => x === (current == null ? void 0 : current.id))) != null ? _a : inFight[0];
        } else {
          if (!current) return fail(sender, `Nobody is due at count ${state2.counter}. The GM moves on with !rondel next.`);
          if (!controls(sender, getObj("graphic", current.id))) {
            return fail(sender, `It is ${current.name}’s turn at count ${state2.counter}, not yours.`);
          }
          id = current.id;
        }
        const token = getObj("graphic", id);
        if (!controls(sender, token)) return fail(sender, `You do not control ${(_c = (_b = findCombatant(state2, id)) == null ? void 0 : _b.name) != null ? _c : "that token"}.`);
        const sheet = sheetFor(token);
        const flag = (k) => typeof cmd.flags[k] === "number" ? cmd.flags[k] : void 0;
        const tradition = typeof cmd.flags.tradition === "string" ? cmd.flags.tradition.toLowerCase() : "";
        const magicMod = tradition.startsWith("div") || tradition === "faith" ? sheet.faith : tradition.startsWith("ax") || tradition === "logic" ? sheet.logic : tradition === "" ? (_d = sheet.castingMod) != null ? _d : sheet.agility : sheet.agility;
        const input = {
          speed: (_e = flag("speed")) != null ? _e : sheet.speed,
          mod: (_f = flag("mod")) != null ? _f : action === "magic" ? magicMod : sheet.agility,
          cast: (_g = flag("cast")) != null ? _g : sheet.cast,
          change: cmd.flags.change === true
        };
        const note = typeof cmd.flags.note === "string" ? cmd.flags.note : "";
        const step = declareAction(state2, id, action, input, liveDice, note);
        const refused = rejectionOf(step);
        if (refused) return fail(sender, refused);
        return stepOutcome(fight, step);
      },
      react(cmd, sender, msg) {
        var _a, _b, _c, _d;
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const state2 = present(fight);
        const target = pointedAt(cmd, msg, state2);
        if (target.error) return fail(sender, target.error, cmd);
        const ids = target.ids.filter((x) => findCombatant(state2, x));
        if (ids.length === 0) return fail(sender, "Select your token (or use the React button of your sheet or menu).", cmd);
        if (ids.length > 1) {
          const why = target.source === "char" ? `${(_b = (_a = findCombatant(state2, ids[0])) == null ? void 0 : _a.name) != null ? _b : "That character"} has ${ids.length} tokens in the fight: select the one that reacts.` : "Select just one token to react with.";
          return fail(sender, why, cmd);
        }
        const id = ids[0];
        if (!controls(sender, getObj("graphic", id))) return fail(sender, `You do not control ${(_d = (_c = findCombatant(state2, id)) == null ? void 0 : _c.name) != null ? _d : "that token"}.`);
        const step = react(state2, id, typeof cmd.flags.note === "string" ? cmd.flags.note : "");
        const refused = rejectionOf(step);
        if (refused) return fail(sender, refused);
        return stepOutcome(fight, step);
      },
      status(_cmd, sender) {
        if (!stored.fight) return noFight(sender);
        return { messages: [toSender(sender, statusCard(present(stored.fight), sender))] };
      },
      menu(_cmd, sender) {
        if (!stored.fight) return noFight(sender);
        const state2 = present(stored.fight);
        const current = currentCombatant(state2);
        if (!current) return fail(sender, `Nobody is due at count ${state2.counter}.`);
        const id = current.id;
        if (!controls(sender, getObj("graphic", id))) {
          return fail(sender, `It is ${current.name}’s turn at count ${state2.counter}, not yours.`);
        }
        const menus = menusFor([{ type: "turn-due", id, count: state2.counter, blockedBy: null }], stored).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
        return { messages: menus.slice(0, 1) };
      },
      set(cmd, sender, msg) {
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const target = pointedAt(cmd, msg, present(fight));
        if (target.error) return fail(sender, target.error, cmd);
        const ids = target.ids.filter((x) => findCombatant(present(fight), x));
        if (ids.length === 0) return fail(sender, "Select the combatants to change.", cmd);
        if (cmd.flags.count === void 0 && cmd.flags.tier === void 0 && cmd.flags.perception === void 0) {
          return fail(sender, "Say what to set.", cmd);
        }
        const { count, tier, perception } = cmd.flags;
        const steps = ids.flatMap((id) => [
          ...typeof count === "number" ? [(x) => setNextCount(x, id, count, liveDice)] : [],
          ...typeof tier === "string" ? [(x) => setTier(x, id, tier)] : [],
          ...typeof perception === "number" ? [(x) => setPerception(x, id, perception)] : []
        ]);
        const step = sequence(present(fight), steps);
        const refused = rejectionOf(step);
        return refused ? fail(sender, refused, cmd) : stepOutcome(fight, step);
      },
      condition(cmd, sender, msg) {
        if (!stored.fight) return noFight(sender);
        const fight = stored.fight;
        const target = pointedAt(cmd, msg, present(fight));
        if (target.error) return fail(sender, target.error, cmd);
        const ids = target.ids.filter((x) => findCombatant(present(fight), x));
        if (ids.length === 0) return fail(sender, "Select the combatants first.", cmd);
        const read = (v) => {
          const words = Array.isArray(v) ? v : [];
          if (words.includes("all")) return { keys: [...CONDITION_KEYS], bad: [] };
          const keys = words.map(parseCondition).filter((k) => k !== void 0);
          return { keys, bad: words.filter((w) => !parseCondition(w)) };
        };
        const add = read(cmd.flags.add);
        const remove = read(cmd.flags.remove);
        const bad = [...add.bad, ...remove.bad];
        if (bad.length) return fail(sender, `Unknown condition ${bad.join(", ")}. Conditions: ${CONDITION_KEYS.join(", ")}.`, cmd);
        if (add.keys.length === 0 && remove.keys.length === 0) return fail(sender, "Say which conditions to add or remove.", cmd);
        return stepOutcome(fight, sequence(present(fight), ids.map((id) => (s) => changeConditions(s, id, add.keys, remove.keys))));
      },
      undo: (cmd, sender) => travel(cmd, sender, "undo"),
      redo: (cmd, sender) => travel(cmd, sender, "redo"),
      end(_cmd, sender) {
        if (!stored.fight) return noFight(sender);
        const s = present(stored.fight);
        const summary = (list) => [
          `The fight ends at count ${s.counter}.`,
          ...list.map((c) => `${c.name}: ${tierInfo(c.tier).name}, next action would have been at ${c.nextAt}`)
        ];
        const order = rondelOrder(s);
        const audience = announceTo(stored.config);
        const secret = order.filter((c) => hidden(c.id));
        const messages = [{ to: audience, html: notice("Rondel: the fight is over", summary(audience === "gm" ? order : order.filter((c) => !hidden(c.id)))) }];
        if (audience === "all" && secret.length) messages.push({ to: "gm", html: notice("Rondel: hidden combatants", summary(secret).slice(1)), noarchive: true });
        return { stored: { ...stored, fight: null }, messages };
      },
      config(cmd, sender) {
        const set = typeof cmd.flags.set === "string" ? cmd.flags.set : null;
        const reset = typeof cmd.flags.reset === "string" ? cmd.flags.reset : null;
        if (set === null && reset === null) return { messages: [toSender(sender, configCard(stored.config, cmd.word))] };
        const changed = reset !== null ? resetOption(stored.config, reset) : setOption(stored.config, set);
        if (typeof changed === "string") return fail(sender, changed, cmd);
        return { stored: { ...stored, config: changed }, messages: [toSender(sender, configCard(changed, cmd.word))] };
      },
      macros(_cmd, sender, msg) {
        return { messages: [toSender(sender, notice("Rondel: macros", makeMacros(sender, selectedTokens(msg))))] };
      },
      repair(_cmd, sender) {
        return fail(sender, "Nothing needs repair: the stored data reads fine.");
      }
    };
    function statusCard(s, sender) {
      const visible = (id) => sender.isGM || !hidden(id);
      const current = currentCombatant(s);
      const order = rondelOrder(s).filter((c) => visible(c.id));
      const lines = [
        strong(text(`Count ${s.counter}${isWindow(s.counter) ? " · movement window" : ""}`)),
        text(!current ? "Nobody is due at this count." : visible(current.id) ? `Due now: ${current.name}` : "Nobody you can see is due at this count.", 120)
      ];
      for (const c of order.slice(0, 12)) {
        const marks = [];
        const flex = flexUntil(c, s.counter);
        if (flex !== null) marks.push(`flex until ${flex}`);
        const guardUntil = c.markers.find((m) => m.kind === "guard");
        if (guardUntil && guardUntil.kind === "guard") marks.push(`guard until ${guardUntil.until}`);
        if (c.markers.some((m) => m.kind === "holding")) marks.push("holding");
        if (c.markers.some((m) => m.kind === "dashing")) marks.push("dashing");
        if (c.conditions.length) marks.push(c.conditions.join(", "));
        lines.push(join2([strong(text(String(c.nextAt))), raw(" "), text(c.name, 40), muted(text(` · ${tierInfo(c.tier).name}${marks.length ? " · " + marks.join(" · ") : ""}`, 120))]));
      }
      if (order.length > 12) lines.push(muted(text(`… and ${order.length - 12} more`)));
      for (const sp of s.spells.filter((x) => visible(x.casterId))) lines.push(text(`${sp.casterName}’s spell${sp.note ? ` “${sp.note}”` : ""} takes effect at ${sp.resolvesAt}.`, 120));
      return noticeCard("Rondel status", lines);
    }
    function configCard(config, word) {
      const t = tags(config);
      const set = (key, value, label) => button(text(label), `!${word} config --set ${key}=${value}`);
      const lines = [
        join2([text(`Flex marker: ${t.flex}${config.flexMarker === "" ? " (automatic)" : ""} `), set("flex", "?{Marker tag|lightning-helix}", "change")]),
        join2([text(`Full Guard marker: ${t.guard} `), set("guard", "?{Marker tag|bolt-shield}", "change")]),
        join2([text(`Holding marker: ${t.hold} `), set("hold", "?{Marker tag|stopwatch}", "change")]),
        join2([text(`Dash marker: ${t.dash} `), set("dash", "?{Marker tag|fluffy-wing}", "change")]),
        join2([text(`Movement badge: ${t.move}, ${config.movementBadges ? "on" : "off"} `), set("badges", config.movementBadges ? "off" : "on", config.movementBadges ? "turn off" : "turn on"), set("move", "?{Marker tag|tread}", "tag")]),
        join2([text(`Announcements: ${config.announce === "all" ? "everyone" : "GM only"} `), set("announce", config.announce === "all" ? "gm" : "all", config.announce === "all" ? "GM only" : "everyone")]),
        join2([text(`A passed-over turn becomes: ${config.passedOver === "guard" ? "Full Guard" : "Reset"} `), set("passed", config.passedOver === "guard" ? "reset" : "guard", "switch")]),
        join2([text(`Extra command word: ${config.alias ? "!" + config.alias : "none"} `), set("alias", "?{Command word (none to remove)|er}", "change")]),
        strong(text("Movement pattern (hexes per window)")),
        ...TIER_KEYS.map((k) => join2([text(`${tierInfo(k).name}: ${config.pattern[k].join(" / ")} `), set(`pattern.${k}`, `?{Hexes per window, slash-separated|${config.pattern[k].join("/")}}`, "edit")])),
        join2([button(text("Reset the pattern"), `!${word} config --reset pattern`), button(text("Reset everything"), `!${word} config --reset all`, COLOURS.bad)])
      ];
      return noticeCard("Rondel options", lines);
    }
    function makeMacros(sender, tokens) {
      var _a;
      const gmId = sender.isApi ? (_a = findObjs({ _type: "player" }).find((p) => playerIsGM(p.id))) == null ? void 0 : _a.id : sender.playerId;
      const lines = [];
      if (gmId) {
        const macros = [
          ["Rondel-Start", "!rondel start"],
          ["Rondel-Next", "!rondel next"],
          ["Rondel-Status", "!rondel status"],
          ["Rondel-End", "!rondel end"],
          ["Rondel-Undo", "!rondel undo"],
          ["Rondel-Config", "!rondel config"]
        ];
        for (const [name, action] of macros) {
          const existing = findObjs({ _type: "macro", name }).filter((m) => m.get("_playerid") === gmId);
          if (existing[0]) existing[0].set({ action });
          else createObj("macro", { _playerid: gmId, name, action, visibleto: "" });
        }
        lines.push(`GM macros ready: ${macros.map((m) => m[0]).join(", ")}.`);
      }
      const characters = /* @__PURE__ */ new Map();
      for (const t of tokens) {
        const charId = t.get("represents");
        const c = typeof charId === "string" && charId ? getObj("character", charId) : void 0;
        if (c) characters.set(c.id, String(c.get("name")));
      }
      const abilities = [
        ["Act", "!rondel menu --char @{character_id}"],
        ["React", "!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}"],
        ["Hold", "!rondel act hold --char @{character_id}"]
      ];
      for (const [charId, name] of characters) {
        for (const [ability, action] of abilities) {
          const existing = findObjs({ _type: "ability", _characterid: charId, name: ability });
          if (existing[0]) existing[0].set({ action, istokenaction: true });
          else createObj("ability", { _characterid: charId, name: ability, action, istokenaction: true });
        }
        lines.push(`${name}: token actions Act, React and Hold.`);
      }
      if (characters.size === 0) lines.push("Select tokens that represent characters to give them token actions too.");
      return lines;
    }
    function reconcile(before, after, source) {
      var _a, _b;
      const fight = stored.fight;
      if (!fight) return null;
      const edits = readEdits(before, after, present(fight));
      let s = present(fight);
      const events = [];
      const notes = [];
      for (const edit of edits) {
        let step = null;
        switch (edit.kind) {
          case "next":
            step = advance(s, liveDice, rulesOf(stored.config));
            break;
          case "removed":
            step = leaveCombat(s, edit.id);
            break;
          case "edited":
            if (edit.count === null) notes.push(`${(_b = (_a = findCombatant(s, edit.id)) == null ? void 0 : _a.name) != null ? _b : "A combatant"}: the tracker value is not a count; put back.`);
            else step = setNextCount(s, edit.id, edit.count, liveDice);
            break;
          case "added": {
            const token = getObj("graphic", edit.id);
            if (!token || token.get("_pageid") !== fight.pageId) {
              notes.push("A tracker entry for a token not on the fight’s page was left out of the rondel.");
              break;
            }
            const joined = joinCombat(s, [newCombatant(token).nc], liveDice);
            if (edit.count !== null && edit.count >= joined.state.counter) {
              const placed = setNextCount(joined.state, edit.id, edit.count, liveDice);
              step = { state: placed.state, events: [...joined.events, ...placed.events] };
            } else step = joined;
            break;
          }
          case "count-edited":
            notes.push(`The counter only moves with next; it stays at ${s.counter}.`);
            break;
        }
        if (!step) continue;
        const refused = rejectionOf(step);
        if (refused) notes.push(refused);
        else {
          s = step.state;
          events.push(...step.events);
        }
      }
      const outcome = stepOutcome(fight, { state: s, events });
      if (source === "foreign" || notes.length) {
        const lines = source === "foreign" ? ["The turn tracker was changed outside the rondel (by another script or before a restart).", ...edits.length ? [`Adopted: ${edits.map((e) => e.kind).join(", ")}.`] : ["Nothing to adopt: the rondel’s order was put back."], ...notes] : notes;
        outcome.messages.push({ to: "gm", html: notice("Rondel: turn tracker", lines, "#8d6e00"), noarchive: true });
      }
      return outcome;
    }
    function checkForeignWrites() {
      const fight = stored.fight;
      if (!fight) return;
      const raw2 = Campaign().get("turnorder");
      if (raw2 === fight.lastTurnOrder) return;
      const outcome = reconcile(parseTurnOrder(fight.lastTurnOrder), parseTurnOrder(raw2), "foreign");
      if (outcome) commit(outcome);
    }
    function senderOf(msg) {
      if (msg.playerid === "API") return { playerId: "API", name: "API", isGM: true, isApi: true };
      return { playerId: msg.playerid, name: playerName(msg.playerid), isGM: playerIsGM(msg.playerid), isApi: false };
    }
    function commandWords() {
      return stored.config.alias ? [...COMMAND_WORDS, stored.config.alias] : [...COMMAND_WORDS];
    }
    function onChat(msg) {
      if (!msg || msg.type !== "api" || typeof msg.content !== "string") return;
      const content = expandInlineRolls(msg.content, msg.inlinerolls);
      const parsed = parseCommandLine(content, commandWords());
      if (!parsed) return;
      const sender = senderOf(msg);
      if (degraded !== null) {
        commit(degradedOutcome(parsed.ok ? parsed.command : null, sender));
        return;
      }
      if (!parsed.ok && !parsed.verb && parsed.word === "combat") return;
      if (!parsed.ok) {
        commit({ messages: [toSender(sender, errorCard("Rondel", parsed.errors, parsed.verb ? usage(parsed.word, parsed.verb) : void 0))] });
        return;
      }
      const cmd = parsed.command;
      if (cmd.help) {
        commit({ messages: [toSender(sender, verbHelpCard(cmd.word, cmd.verb))] });
        return;
      }
      if (cmd.verb.gmOnly && !sender.isGM) {
        commit(fail(sender, `Only the GM can use ${cmd.verb.name}.`));
        return;
      }
      checkForeignWrites();
      const handler = handlers[cmd.verb.name];
      if (handler) commit(handler(cmd, sender, msg));
    }
    function degradedOutcome(cmd, sender) {
      if (cmd && cmd.verb.name === "repair" && sender.isGM) {
        if (cmd.flags.confirm !== true) {
          return { messages: [toSender(sender, noticeCard("Rondel: repair", [text("This keeps the unreadable data under a backup key in state and starts clean.", 300), join2([button(text("Repair"), "!rondel repair --confirm", COLOURS.bad)])]))] };
        }
        const bag = state;
        let key = `${STATE_KEY}_backup`;
        for (let i = 2; key in bag; i += 1) key = `${STATE_KEY}_backup${i}`;
        bag[key] = bag[STATE_KEY];
        degraded = null;
        stored = freshStore();
        save(stored);
        return { messages: [toSender(sender, notice("Rondel: repaired", [`The old data is kept in state.${key}. The script is running again.`]))] };
      }
      const lines = [text(`Enchanted Realms Combat is paused: ${degraded != null ? degraded : ""}`, 400)];
      if (sender.isGM) lines.push(join2([button(text("Repair"), "!rondel repair", COLOURS.bad), muted(text(" keeps a backup of the data"))]));
      else lines.push(text("The GM can repair it."));
      return { messages: [toSender(sender, noticeCard("Rondel", lines, COLOURS.bad))] };
    }
    function onTurnOrder(campaign, prev) {
      if (degraded !== null || !stored.fight) return;
      const raw2 = campaign.get("turnorder");
      const seen = typeof (prev == null ? void 0 : prev.turnorder) === "string" ? prev.turnorder : stored.fight.lastTurnOrder;
      if (seen !== stored.fight.lastTurnOrder) {
        const foreign = reconcile(parseTurnOrder(stored.fight.lastTurnOrder), parseTurnOrder(seen), "foreign");
        if (foreign) commit(foreign);
      }
      const outcome = reconcile(parseTurnOrder(seen), parseTurnOrder(raw2), "tracker");
      if (outcome) commit(outcome);
    }
    function forget(outcome, ids) {
      var _a;
      const fight = (_a = outcome.stored) == null ? void 0 : _a.fight;
      if (!outcome.stored || !fight) return outcome;
      const gone = new Set(ids);
      const strip = (s) => s.combatants.some((c) => gone.has(c.id)) ? { ...s, combatants: s.combatants.filter((c) => !gone.has(c.id)) } : s;
      return { ...outcome, stored: { ...outcome.stored, fight: { ...fight, timeline: mapTimeline(fight.timeline, strip) } } };
    }
    function onTokenDestroyed(token) {
      var _a, _b;
      const fight = stored.fight;
      if (degraded !== null || !fight || !findCombatant(present(fight), token.id)) return;
      const step = leaveCombat(present(fight), token.id);
      if (token.get("layer") === "gmlayer") hiddenGone.add(token.id);
      commit(forget(stepOutcome(fight, step, [{ to: "gm", html: notice("Rondel", [`A token in the fight was deleted: ${(_b = (_a = findCombatant(present(fight), token.id)) == null ? void 0 : _a.name) != null ? _b : ""} left the fight.`]), noarchive: true }]), [token.id]));
    }
    function onCharacterDestroyed(character) {
      const fight = stored.fight;
      if (degraded !== null || !fight) return;
      const ids = present(fight).combatants.filter((c) => {
        var _a;
        return ((_a = getObj("graphic", c.id)) == null ? void 0 : _a.get("represents")) === character.id;
      }).map((c) => c.id);
      if (ids.length === 0) return;
      const step = sequence(present(fight), ids.map((id) => (s) => leaveCombat(s, id)));
      commit(stepOutcome(fight, step, [{ to: "gm", html: notice("Rondel", ["A character in the fight was deleted: its tokens left the fight."]), noarchive: true }]));
    }
    function writeHelpHandout() {
      const notes = String(helpCard("rondel", VERBS, true));
      const existing = findObjs({ _type: "handout", name: HELP_HANDOUT })[0];
      const handout = existing != null ? existing : createObj("handout", { name: HELP_HANDOUT, inplayerjournals: "all", archived: false });
      if (handout) handout.set("notes", notes);
    }
    function boot() {
      var _a;
      log(`${LOG_PREFIX} ${SCRIPT_NAME} v${version2} ready. Commands: !rondel help (alias !combat help).`);
      const raw2 = state[STATE_KEY];
      const loaded = load(raw2);
      if (!loaded.ok) {
        degraded = loaded.problem;
        log(`${LOG_PREFIX} paused: ${loaded.problem}`);
        sendChat(SPEAKER, `/w gm ${noticeCard("Rondel", [text(`Enchanted Realms Combat is paused: ${loaded.problem}`, 400), join2([button(text("Repair"), "!rondel repair", COLOURS.bad)])], COLOURS.bad)}`, null, { noarchive: true });
        return;
      }
      stored = loaded.stored;
      if (raw2 === void 0) stored = { ...stored, config: configFromUserOptions(userOptions()) };
      if (loaded.migrated) save(stored);
      if (stored.helpVersion !== version2) {
        writeHelpHandout();
        stored = { ...stored, helpVersion: version2 };
        save(stored);
      }
      const fight = stored.fight;
      if (!fight) return;
      const gone = present(fight).combatants.filter((c) => !getObj("graphic", c.id));
      let outcome;
      if (gone.length) {
        const step = sequence(present(fight), gone.map((c) => (s) => leaveCombat(s, c.id)));
        outcome = forget(
          stepOutcome(fight, step, [{ to: "gm", html: notice("Rondel", [`Deleted while the script was down, so they left the fight: ${gone.map((c) => c.name).join(", ")}.`]), noarchive: true }]),
          gone.map((c) => c.id)
        );
      } else {
        const raw22 = Campaign().get("turnorder");
        outcome = (_a = raw22 !== fight.lastTurnOrder ? reconcile(parseTurnOrder(fight.lastTurnOrder), parseTurnOrder(raw22), "foreign") : null) != null ? _a : { messages: [] };
      }
      commit(outcome);
    }
    const api = {
      version: version2,
      /** The current count, or null when no fight runs. */
      getCount: () => stored.fight ? present(stored.fight).counter : null,
      /** The combatants in rondel order. */
      getOrder: () => {
        var _a, _b;
        return (_b = (_a = snapshot()) == null ? void 0 : _a.order) != null ? _b : [];
      },
      /** A token's next action count, or null. */
      getNextCount: (tokenId) => {
        var _a, _b;
        return stored.fight ? (_b = (_a = findCombatant(present(stored.fight), tokenId)) == null ? void 0 : _a.nextAt) != null ? _b : null : null;
      },
      getSnapshot: () => snapshot(),
      /** Called after every change of the fight (API writes fire no events, so other scripts observe here). */
      observe: (fn) => {
        if (typeof fn === "function") observers.push(fn);
      }
    };
    return {
      boot: guard("start-up", boot),
      onChat: guard("a chat command", onChat),
      onTurnOrder: guard("a turn tracker edit", onTurnOrder),
      onTokenDestroyed: guard("a deleted token", onTokenDestroyed),
      onCharacterDestroyed: guard("a deleted character", onCharacterDestroyed),
      api
    };
  }
  var TAG = /^[\w\-]+(::\d+)?$/;
  function setOption(config, assignment) {
    const eq = assignment.indexOf("=");
    if (eq < 1) return "Write the option as key=value, for example --set announce=gm.";
    const key = assignment.slice(0, eq).trim().toLowerCase();
    const value = assignment.slice(eq + 1).trim();
    const onOff = (v) => /^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null;
    switch (key) {
      case "flex":
      case "guard":
      case "hold":
      case "dash":
      case "move": {
        if (!TAG.test(value) && !(key === "flex" && value === "auto")) return `A marker tag looks like lightning-helix or Flex::1234, not “${value.slice(0, 30)}”.`;
        const field = { flex: "flexMarker", guard: "guardMarker", hold: "holdMarker", dash: "dashMarker", move: "moveMarker" }[key];
        return { ...config, [field]: key === "flex" && value === "auto" ? "" : value };
      }
      case "badges": {
        const b = onOff(value);
        return b === null ? "badges takes on or off." : { ...config, movementBadges: b };
      }
      case "announce":
        return value === "all" || value === "gm" ? { ...config, announce: value } : "announce takes all or gm.";
      case "passed":
        return value === "guard" || value === "reset" ? { ...config, passedOver: value } : "passed takes guard or reset.";
      case "alias": {
        const word = value.replace(/^!/, "").toLowerCase();
        if (word === "none" || word === "") return { ...config, alias: "" };
        if (!/^[a-z][a-z0-9\-]{1,19}$/.test(word) || COMMAND_WORDS.includes(word)) return "The alias is one short word of letters, such as er.";
        return { ...config, alias: word };
      }
      default: {
        const m = /^pattern\.([a-z_]+)$/.exec(key);
        const tier = m ? parseTier(m[1]) : void 0;
        if (!tier) return `Unknown option “${key.slice(0, 30)}”. Options: flex, guard, hold, dash, move, badges, announce, passed, alias, pattern.<tier>.`;
        const hexes = value.split(/[\/,\s]+/).filter(Boolean).map(Number);
        const pattern = { ...config.pattern, [tier]: hexes };
        const problems = validatePattern(pattern);
        if (problems.length) return `That pattern does not fit: ${problems.join("; ")}. Every tier has ${config.pattern.red_fox.length} windows.`;
        return { ...config, pattern };
      }
    }
  }
  function resetOption(config, key) {
    switch (key.toLowerCase()) {
      case "all":
        return DEFAULT_CONFIG;
      case "pattern":
        return { ...config, pattern: DEFAULT_PATTERN };
      default: {
        const map = { flex: "flexMarker", guard: "guardMarker", hold: "holdMarker", dash: "dashMarker", move: "moveMarker", badges: "movementBadges", announce: "announce", passed: "passedOver", alias: "alias" };
        const field = map[key.toLowerCase()];
        return field ? { ...config, [field]: DEFAULT_CONFIG[field] } : `Unknown option “${key.slice(0, 30)}”.`;
      }
    }
  }

  // src/main.ts
  var app = createApp("0.1.0");
  on("ready", () => {
    app.boot();
    on("chat:message", app.onChat);
    on("change:campaign:turnorder", app.onTurnOrder);
    on("destroy:graphic", app.onTokenDestroyed);
    on("destroy:character", app.onCharacterDestroyed);
  });
  var { version, getCount, getOrder, getNextCount, getSnapshot, observe } = app.api;
  return __toCommonJS(main_exports);
})();

// The table's own controls: who is speaking (Roll20's "As:" under the chat), the GM's tools (the rule set of a new
// fight, starting it with the selected tokens, saving the scripts), and the bar over the map for the selection.
import type { View } from '../protocol';
import { startCommand } from '../rule-sets';
import { api } from './client';
import { byId, h } from './dom';
import { openSheet } from './sheet';
import { notice, refresh, say, setViewer, state } from './state';

export async function restart(): Promise<void> {
  const reply = await api.restart();
  if (!reply.ok) notice(reply.error);
  else void refresh();
}

/** The GM's Layer menu: the tokens to the GM layer (the players no longer see them) or back to the token layer. */
async function moveToLayer(ids: readonly string[], layer: 'gmlayer' | 'objects'): Promise<void> {
  const reply = await api.layer(state.viewer, ids, layer);
  if (!reply.ok) notice(reply.error);
  else void refresh();
}


export function renderToolbar(view: View): void {
  const speakAs = byId<HTMLSelectElement>('speak-as');
  const options = view.players.map((p) => `${p.id}|${p.name}|${p.gm}`).join(',');
  if (speakAs.dataset.options !== options) {
    speakAs.dataset.options = options;
    speakAs.replaceChildren(...view.players.map((p) => h('option', { value: p.id }, p.gm ? `${p.name} (GM)` : p.name)));
  }
  speakAs.value = view.viewer.id;
  document.body.classList.toggle('viewer-gm', view.viewer.gm);
  document.body.dataset.viewer = view.viewer.name;

  const rules = byId<HTMLSelectElement>('rule-set');
  if (rules.options.length !== view.ruleSets.length) rules.replaceChildren(...view.ruleSets.map((r) => h('option', { value: r.id }, r.label)));
  // the menu shows the game's default rule set (`config --set rules=…`) whenever it changes
  if (rules.dataset.default !== view.defaultRuleSet) {
    rules.dataset.default = view.defaultRuleSet;
    rules.value = view.defaultRuleSet;
  }
  renderTokenBar(view);
}

/** Over the map's top-left corner: what is selected, with its sheet and the tracker's "add turn". */
function renderTokenBar(view: View): void {
  const bar = byId('token-bar');
  const selected = view.tokens.filter((t) => state.selection.has(t.id));
  bar.hidden = selected.length === 0;
  if (bar.hidden) return;
  const names = selected.map((t) => t.name);
  const shown = names.length > 4 ? `${names.slice(0, 3).join(', ')} +${names.length - 3}` : names.join(', ');
  const one = selected.length === 1 ? selected[0] : undefined;
  const sheet = one?.sheet ? h('button', { type: 'button', 'data-testid': 'open-sheet' }, 'Sheet') : null;
  sheet?.addEventListener('click', () => void (one?.sheet ? openSheet(one.sheet) : undefined));
  // the GM's Layer menu, as in Roll20: a selection all on the GM layer goes back to the token layer, else to the GM's
  const allHidden = selected.every((t) => t.layer === 'gmlayer');
  const to: 'gmlayer' | 'objects' = allHidden ? 'objects' : 'gmlayer';
  const layer = view.viewer.gm ? h('button', { type: 'button', 'data-testid': 'to-layer', title: allHidden ? 'Players see them again' : 'Players no longer see them' }, allHidden ? 'To token layer' : 'To GM layer') : null;
  layer?.addEventListener('click', () => void moveToLayer(selected.map((t) => t.id), to));
  bar.replaceChildren(h('span', { class: 'token-bar-names', 'data-testid': 'selection' }, `Selected: ${shown}`), ...(sheet ? [sheet] : []), ...(layer ? [layer] : []));
}

export function setupToolbar(): void {
  byId<HTMLSelectElement>('speak-as').addEventListener('change', (e) => setViewer((e.target as HTMLSelectElement).value));
  byId('restart').addEventListener('click', () => void restart());
  byId('start-fight').addEventListener('click', () => {
    const view = state.view;
    if (!view) return;
    if (state.selection.size === 0) {
      notice('Select the tokens in the fight first: click one, shift-click more, or drag a box over empty ground.');
      return;
    }
    void say(startCommand(byId<HTMLSelectElement>('rule-set').value, view.defaultRuleSet));
  });
}

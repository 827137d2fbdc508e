// The Mod (API) output console of Roll20's Scripts page, for the GM: the scripts' log lines, and after an uncaught
// exception Roll20's notice that every script is disabled until the scripts are saved again, with the error.
import type { View } from '../protocol';
import { byId, h } from './dom';
import { restart } from './toolbar';

let expanded = false;
let wasDisabled = false;

const DISABLED_NOTICE =
  'Your scripts are currently disabled due to an error that was detected. Please make appropriate changes to your ' +
  'scripts and click the “Save Script” button, and we will attempt to start running them again.';

export function renderConsole(view: View): void {
  const panel = byId('mod-console');
  const con = view.console;
  panel.hidden = con === null;
  if (!con) return;
  // a crash opens the console, as the Scripts page shows it at once
  if (con.disabled && !wasDisabled) expanded = true;
  wasDisabled = con.disabled;
  panel.dataset.state = con.disabled ? 'disabled' : 'running';
  const toggle = h('button', { type: 'button', class: 'console-toggle', 'aria-expanded': expanded ? 'true' : 'false' }, expanded ? '▾' : '▸');
  toggle.addEventListener('click', () => {
    expanded = !expanded;
    renderConsole(view);
  });
  const save = h('button', { type: 'button', 'data-testid': 'console-restart', title: 'Restart the sandbox' }, 'Save Script');
  save.addEventListener('click', () => void restart());
  const title = h(
    'div',
    { class: 'console-title' },
    toggle,
    h('span', {}, 'Mod (API) Output Console'),
    h('span', { class: con.disabled ? 'console-status bad' : 'console-status' }, con.disabled ? 'scripts disabled' : 'running'),
    h('span', { class: 'spacer' }),
    save,
  );
  const lines = h('div', { class: 'console-lines', 'data-testid': 'console-lines' });
  for (const line of con.lines) lines.appendChild(h('pre', { class: `console-line ${line.kind}` }, line.kind === 'crash' ? `For reference, the error message generated was: ${line.text}` : line.text));
  if (con.disabled) lines.appendChild(h('div', { class: 'console-line disabled-notice', 'data-testid': 'console-disabled' }, DISABLED_NOTICE));
  panel.classList.toggle('expanded', expanded);
  panel.replaceChildren(title, lines);
  lines.scrollTop = lines.scrollHeight;
}

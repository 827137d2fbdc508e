// The GM's card when the one-click options were saved again in Roll20's Mod settings: what changed, each with a button
// that puts back the value it had (the dialog saves every option at once, also those the GM had since set from chat).
import { chatAssignment } from './config';
import type { Config } from './model';
import { noticeCard } from '../render/cards';
import { button, join, muted, raw, strong, text, type Html } from '../render/html';

export function optionsChangedCard(was: Config, now: Config, changed: readonly (keyof Config)[]): Html {
  const lines: Html[] = [text('The one-click options were saved in the Mod settings, and these changed:')];
  for (const key of changed) {
    const before = chatAssignment(was, key);
    const after = chatAssignment(now, key);
    // as the options card names an option and its value (`passed: reset`), and the value the button puts back
    const shown = after === null ? `${key}: ${JSON.stringify(now[key])}` : after.replace('=', ': ');
    const old = before === null ? '' : before.slice(before.indexOf('=') + 1);
    lines.push(join([strong(text(shown, 80)), ...(before ? [raw(' '), muted(text(`(was ${old}) `, 60)), button(text(`put back ${old}`, 60), `!rondel config --set ${before}`)] : [])]));
  }
  lines.push(muted(text('The dialog saves every option at once: a value set from chat since is overwritten when the dialog is saved for another one.', 300)));
  lines.push(join([muted(text('What each option does: ')), button(text('all options'), '!rondel config')]));
  return noticeCard('Rondel: options', lines);
}

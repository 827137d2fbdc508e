// The chat column, at Roll20's width: messages as Roll20 lays them out (the sender's name once per run of messages,
// whispers marked "(To …)" / "(From …)", emotes, descriptions, roll results, roll templates as cards), the scripts'
// HTML cards rendered as sent, and API buttons that send their command as the viewer, with the viewer's selection,
// after asking their roll queries.
import type { ChatEntryView, View } from '../protocol';
import { byId, h } from './dom';
import { richText, scriptHtml, type ButtonMaker } from './sanitize';
import { onReset, say } from './state';

let lastSender = '';

const apiButton: ButtonMaker = (label, command, style) => {
  const a = h('a', { href: '#', class: style ? 'api-button own' : 'api-button', role: 'button', 'data-command': command, style, title: command });
  a.append(...label);
  a.addEventListener('click', (e) => {
    e.preventDefault();
    void say(command);
  });
  return a;
};

/** `{{key=value}}` pairs of a roll template, in order. */
function templateFields(content: string): [string, string][] {
  const out: [string, string][] = [];
  const re = /\{\{([^=}]+)=([\s\S]*?)\}\}/g;
  for (let m = re.exec(content); m; m = re.exec(content)) out.push([(m[1] ?? '').trim(), (m[2] ?? '').trim()]);
  return out;
}

/** A roll template as a card: title, subtitle, then label/value rows (`rN_label` names the row `rN`). */
function templateCard(entry: ChatEntryView): HTMLElement {
  const fields = new Map(templateFields(entry.content));
  const text = (s: string) => (entry.fromScript ? scriptHtml(s, entry.inlinerolls, apiButton) : richText(s, entry.inlinerolls, apiButton));
  const card = h('div', { class: 'template-card', 'data-template': entry.rolltemplate ?? '' });
  const title = fields.get('title') ?? fields.get('name');
  if (title !== undefined) card.appendChild(h('div', { class: 'template-title' }, ...text(title)));
  const subtitle = fields.get('subtitle');
  if (subtitle !== undefined) card.appendChild(h('div', { class: 'template-subtitle' }, ...text(subtitle)));
  for (const [key, value] of fields) {
    if (['title', 'name', 'subtitle'].includes(key) || key.endsWith('_label')) continue;
    const label = fields.get(`${key}_label`) ?? key;
    card.appendChild(h('div', { class: 'template-row' }, h('span', { class: 'template-label' }, ...text(label)), h('span', { class: 'template-value' }, ...text(value))));
  }
  return card;
}

function messageElement(entry: ChatEntryView): HTMLElement {
  const sender = `${entry.who}|${entry.whisper ?? ''}|${entry.type}`;
  const showName = entry.type !== 'direct' && entry.type !== 'desc' && entry.type !== 'emote' && (sender !== lastSender || entry.whisper !== null);
  lastSender = sender;
  const el = h('div', {
    class: `message ${entry.type}${entry.whisper ? ' private' : ''}${entry.fromScript ? ' from-script' : ''}`,
    'data-testid': 'chat-message',
    'data-seq': entry.seq,
    'data-type': entry.type,
    'data-who': entry.who,
    'data-whisper': entry.whisper,
  });
  if (entry.whisper) el.appendChild(h('span', { class: 'by whisper-label' }, `(${entry.whisper}):`));
  else if (showName) el.appendChild(h('span', { class: 'by', style: entry.colour ? `color:${entry.colour}` : null }, `${entry.who}:`));
  const body = h('div', { class: 'content' });
  if (entry.type === 'emote') body.append(h('span', { class: 'by' }, entry.who), ' ');
  if (entry.rolltemplate !== null) body.appendChild(templateCard(entry));
  else body.append(...(entry.fromScript ? scriptHtml(entry.content, entry.inlinerolls, apiButton) : richText(entry.content, entry.inlinerolls, apiButton)));
  el.appendChild(body);
  return el;
}

export function renderChat(_view: View, fresh: readonly ChatEntryView[]): void {
  if (fresh.length === 0) return;
  const log = byId('chat-log');
  log.append(...fresh.map(messageElement));
  // Roll20 scrolls to the newest message when one arrives
  log.scrollTop = log.scrollHeight;
}

export function setupChat(): void {
  const input = byId<HTMLTextAreaElement>('chat-input');
  const form = byId<HTMLFormElement>('chat-form');
  const submit = () => {
    const text = input.value;
    if (text.trim() === '') return;
    input.value = '';
    void say(text);
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit();
  });
  // Enter sends, shift+Enter starts a new line, as in Roll20
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  });
  onReset(() => {
    byId('chat-log').replaceChildren();
    lastSender = '';
  });
}

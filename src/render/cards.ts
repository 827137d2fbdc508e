// View models → chat cards. Pure: the Roll20 adapter decides who sees them. Each card has a file beside this one;
// this is the cards' one door to them.
export type { NameOf } from './movement';
export { nameText, diceText, endsText, coolDownText } from './card-text';
export { RONDEL_VIEW, GROUP_NOUN, moreOf, type CardView } from './card-view';
export { eventRows } from './event-rows';
export { toTheGM, announcementFit, announcementCard, type AnnouncementOptions } from './announcement';
export { errorCard, meantFor, notice, noticeCard } from './notices';
export { portraitOf, portrait } from './portrait';
export { orderRow } from './order-row';

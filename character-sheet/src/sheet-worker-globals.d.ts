// The globals Roll20 gives sheet workers (Help Center, "Sheet Worker Scripts"). Only character-sheet/tsconfig.json
// sees this file: the Mod API declares a different global `on`, so the two environments are kept apart.

/** What a change, remove or opened event tells its handler. Names arrive lower-cased. */
interface SheetEventInfo {
  readonly sourceAttribute?: string;
  readonly sourceType?: 'player' | 'sheetworker';
  readonly previousValue?: string;
  readonly newValue?: string;
  readonly removedInfo?: Readonly<Record<string, string>>;
  readonly triggerName?: string;
}

/** Values always come back as strings; an attribute the sheet does not know comes back undefined. */
type SheetAttributeValues = Readonly<Record<string, string | undefined>>;

declare function on(events: string, handler: (info: SheetEventInfo) => void): void;
declare function getAttrs(names: readonly string[], callback: (values: SheetAttributeValues) => void): void;
declare function setAttrs(
  values: Readonly<Record<string, string | number>>,
  options?: { readonly silent?: boolean },
  callback?: () => void,
): void;
declare function getSectionIDs(section: string, callback: (ids: string[]) => void): void;
declare function generateRowID(): string;
declare function removeRepeatingRow(rowName: string): void;
/** Returns false when translation.json has no such key. */
declare function getTranslationByKey(key: string): string | false;

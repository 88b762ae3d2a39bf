/**
 * Texts an operator writes (a rate's name, a place's name, description and address) in each
 * offered language, beside the default text it typed: `{ 'en-US': { name: '15 min free' } }`.
 * Keys are locales (es-ES, en-US), then field names; a missing locale or field means "use the
 * default text". Responses carry every language, and the reader picks (docs/decisions/048).
 */
export type Translations = Readonly<
  Partial<Record<string, Readonly<Partial<Record<string, string>>>>>
>;

/** A translation counts only when it has something to read: blank is "not translated". */
const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The text a reader of `locale` sees: its translation of `field` when there is one, else the
 * operator's default text. Never another language's translation: the default is what the
 * operator chose to show to everyone else.
 */
export function pickText<T extends string | null>(input: {
  text: T;
  translations: Translations | null | undefined;
  field: string;
  locale: string;
}): T | string {
  const translated = Object.hasOwn(input.translations ?? {}, input.locale)
    ? input.translations?.[input.locale]?.[input.field]
    : undefined;
  return hasText(translated) ? translated : input.text;
}

/**
 * The same entity with each translatable text field read in `locale` (pickText); everything
 * else, `translations` included, is kept. Returns the entity itself when nothing changes.
 */
export function localize<T extends { readonly translations?: Translations | null | undefined }>(
  entity: T,
  locale: string,
): T {
  const texts = Object.hasOwn(entity.translations ?? {}, locale)
    ? entity.translations?.[locale]
    : undefined;
  if (!texts) return entity;
  let result = entity;
  for (const field of Object.keys(texts)) {
    if (field === 'translations' || !Object.hasOwn(entity, field)) continue;
    const current = (entity as Record<string, unknown>)[field];
    if (current !== null && typeof current !== 'string') continue;
    const picked = pickText({ text: current, translations: entity.translations, field, locale });
    if (picked !== current) result = { ...result, [field]: picked };
  }
  return result;
}

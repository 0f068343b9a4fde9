// The names of object types written inline, which have no name of their own: a field's type
// (`cache: { db: Database }`), what a function returns (`(): { db: Database }`).

/**
 * The name of the object type written inline for `field` of `owner` (a class's field `cache: { db:
 * Database }`; `return` for what a function returns): `<owner>{field}`, no name an alias can have.
 */
export function inlineTypeName(owner: string, field: string): string {
  return `${owner}{${field}}`;
}

/** Whether a type name is an inline object type's (see inlineTypeName). */
export function isInlineTypeName(name: string): boolean {
  return name.includes('{');
}

/** Whether a type name is what a function returns, written inline (see inlineTypeName). */
export function isReturnedTypeName(name: string): boolean {
  return name.endsWith('{return}');
}

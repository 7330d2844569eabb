/**
 * Babel's `extends` helper, which react-final-form's ES5 build imports: on every browser the
 * kit supports it is `Object.assign`, so the widget bundle takes that instead of the
 * helper's fallback loop (scripts/preact-aliases.mjs).
 */
export default Object.assign;

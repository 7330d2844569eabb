import type { Plugin } from "rollup";

/** Whether `id` is a copy `formCopies` made. */
export declare function isFormCopy(id: string): boolean;

/** Gives each form its own copy of the modules `sending` matches, imported from its folder (`forms`, the form's name its first group). */
export declare function formCopies(options: {
  forms: RegExp;
  sending: RegExp;
  /** Copied modules whose module-level state is fine once per form, each with the reason. */
  statePerForm?: { module: RegExp; reason: string }[];
}): Plugin;

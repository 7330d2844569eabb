import { describe, expect, it } from "vitest";
import { greetableName } from "./names.ts";

describe("greetableName", () => {
  it.each(["Anna Huber", "Zoë O’Brien-Smith", "J. R. R. Tolkien", "Đorđe Balašević", "Søren Kierkegaard", "José María Aznar"])(
    "takes %s",
    (name) => expect(greetableName(name)).toBe(name),
  );
  it.each(["", "Anna 2", "anna@acme.at", "Visit acme.example!", "a b c d e f g", "x".repeat(61), "<b>Anna</b>", "-Anna"])(
    "refuses %s",
    (name) => expect(greetableName(name)).toBeUndefined(),
  );
});

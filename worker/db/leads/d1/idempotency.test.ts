import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post, validInquiry } from "../../../testing/http.ts";
import { findByIdempotencyKey } from "./idempotency.ts";

describe("a stored Idempotency-Key", () => {
  it("answers the first row's id and the columns its replayed answer needs, read in the same query", async () => {
    const key = crypto.randomUUID();
    const res = await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": key } });
    const { id, bookingToken } = (await res.json()) as { id: string; bookingToken: string };
    expect(await findByIdempotencyKey(env.DB, "project_inquiries", key, ["booking_token"])).toEqual({
      id,
      bodyHash: expect.any(String),
      columns: { booking_token: bookingToken },
    });
    await expect(findByIdempotencyKey(env.DB, "project_inquiries", key, ["booking_token; DROP TABLE x"])).rejects.toThrow();
  });
});

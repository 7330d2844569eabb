import { describe, expect, it } from "vitest";
import { emit } from "./events.ts";

describe("emit", () => {
  it("dispatches the event with its detail, bubbling out of the shadow root to the document", () => {
    const host = document.createElement("div");
    const root = host.attachShadow({ mode: "open" });
    const inner = document.createElement("span");
    root.append(inner);
    document.body.append(host);
    const heard: unknown[] = [];
    const listener = (event: GlobalEventHandlersEventMap["agency-referral-error"]) => heard.push(event.detail.status);
    document.addEventListener("agency-referral-error", listener);
    emit(inner, "agency-referral-error", { error: "network", status: 0 });
    document.removeEventListener("agency-referral-error", listener);
    host.remove();
    expect(heard).toEqual([0]);
  });

  it("takes only the detail its event declares (checked by the type check)", () => {
    const host = document.createElement("div");
    const details: unknown[] = [];
    host.addEventListener("agency-questionnaire-submitted", (event) => details.push(event.detail.id));
    emit(host, "agency-questionnaire-submitted", { id: "lead_1" });
    // @ts-expect-error a failure's detail on the success event
    emit(host, "agency-questionnaire-submitted", { error: "network", status: 0 });
    // @ts-expect-error an event no widget fires
    emit(host, "agency-questionnaire-sent", { id: "lead_1" });
    // @ts-expect-error the open event carries no detail
    emit(host, "agency-questionnaire-open", { id: "lead_1" });
    expect(details).toEqual(["lead_1", undefined]);
  });
});

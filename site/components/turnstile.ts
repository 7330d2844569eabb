/**
 * The site's newsletter box uses the very Turnstile loader the widgets use (one copy of
 * the script loading and of the `/api/config` question); the API is this site's own.
 */
import { publicConfig as configOf } from "../../widgets/lib/net/api.ts";
import { loadTurnstile, type TurnstileApi, type TurnstileOptions } from "../../widgets/lib/net/turnstile.ts";

export { loadTurnstile, type TurnstileApi, type TurnstileOptions };

/** `GET /api/config` of this site, once per page. */
export const publicConfig = () => configOf("");

/** The words of share codes: why a code was refused, in the player's language. */
import { toErrorPayload } from "./api";
import { errorText } from "./errors";
import type { Translate } from "./translate";

/** The refusal of a code (`bad-code` with its `refusal`), or any other failure's own words. */
export function refusalText(error: unknown, t: Translate): string {
  const payload = toErrorPayload(error);
  if (payload.kind === "bad-code" && payload.refusal) return t(`check.refusal.${payload.refusal}`);
  return errorText(error, t);
}

import type { Translate } from "./translate";
import { toErrorPayload, type Failure } from "./api";

/** A readable message for a failed command, in the player's language where we know the kind. */
export function errorText(error: Failure | unknown, t: Translate): string {
  const payload = toErrorPayload(error);
  const key = `errors.${payload.kind}`;
  const known = t(key);
  if (known && known !== key) return known;
  return t("errors.generic", { values: { message: payload.message } });
}

import type { ErrorPayload } from "../bindings/ErrorPayload";
import type { Translate } from "./translate";
import { toErrorPayload } from "./api";

/** A readable message for a failed command, in the player's language where we know the kind. */
export function errorText(error: ErrorPayload | unknown, t: Translate): string {
  const payload = toErrorPayload(error);
  const key = `errors.${payload.kind}`;
  const known = t(key);
  if (known && known !== key) return known;
  return t("errors.generic", { values: { message: payload.message } });
}

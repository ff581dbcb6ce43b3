/**
 * Rolled West's printed sheet: the engine's own content, as the app's bindings test writes it
 * (`ui/src/bindings/content/rolled-west.json`), typed by its ts-rs binding. Data only (claim
 * rows, contracts, shipping rows, offices, dice faces); what is legal and what scores comes
 * from the backend. Imported only by this folder, so it loads with the game's chunk.
 */
import data from "../bindings/content/rolled-west.json";
import type { RwContent } from "../bindings/RwContent";

export const CONTENT: RwContent = data as RwContent;

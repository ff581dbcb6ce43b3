/**
 * What the backup panel (`screens/BackupPanel.svelte`) says: a restore's or an export's
 * summary in the player's words, and each refused game with its reason. Pure, so the
 * wording is unit-tested apart from the dialogs.
 */
import type { ExportSummary } from "../bindings/ExportSummary";
import type { ImportProgress } from "../bindings/ImportProgress";
import type { ImportSummary } from "../bindings/ImportSummary";
import { gameNameKey } from "../games/registry";
import { formatWhen } from "./format";
import type { Translate } from "./translate";

/** A file's size as a player reads it: "840 bytes", "2.5 KB", "1.2 MB". */
export function fileSize(bytes: number, locale: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1000) return `${number(bytes)} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000)} KB`;
  return `${number(bytes / 1_000_000)} MB`;
}

/** The lines an export's summary shows. */
export function exportLines(summary: ExportSummary, t: Translate, locale: string): string[] {
  const lines = [
    t("backup.exported", {
      values: { games: summary.games, daily: summary.daily_results, size: fileSize(summary.bytes, locale) },
    }),
  ];
  if (summary.left_out.length > 0) lines.push(t("backup.leftOut", { values: { count: summary.left_out.length } }));
  return lines;
}

/** The lines a restore's summary shows (the refused games are listed apart: `refusedRows`). */
export function importLines(summary: ImportSummary, t: Translate): string[] {
  const lines = [
    t("backup.imported", { values: { count: summary.imported.length } }),
    t("backup.kept", { values: { count: summary.kept.length } }),
    t("backup.refusedCount", { values: { count: summary.refused.length } }),
  ];
  if (summary.daily_results > 0) lines.push(t("backup.daily", { values: { count: summary.daily_results } }));
  if (summary.settings) lines.push(t("backup.settings"));
  return lines;
}

/** One refused game as the list shows it: which game, when it finished, and why. */
export interface RefusedRow {
  session: string;
  game: string;
  when: string;
  why: string;
}

export function refusedRows(summary: ImportSummary, t: Translate, locale: string): RefusedRow[] {
  return summary.refused.map((r) => {
    const key = gameNameKey(r.game);
    return {
      session: r.session,
      game: key ? t(key) : r.game,
      when: formatWhen(r.finished_at, locale),
      why: t(`backup.why.${r.why}`),
    };
  });
}

/**
 * How far a restore has got: the file read, then "Checking game 3 of 40" as each game is
 * replayed, then the games written to the record in one commit.
 */
export function progressText(progress: ImportProgress | null, t: Translate): string {
  if (!progress) return t("backup.reading");
  return progress.done < progress.total ? t("backup.checking", { values: progress }) : t("backup.saving");
}

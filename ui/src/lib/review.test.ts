import { describe, expect, it } from "vitest";
import type { BotProgress } from "../bindings/BotProgress";
import type { GameReport } from "../bindings/GameReport";
import { ApiError } from "./api";
import { boardMove, decisionRows, playerFigures, ReviewRun, turningPoints, type ReviewApi } from "./review";

const action = {
  "circle-the-wagons": { type: "take", slot: 1 },
} as unknown as GameReport["review"]["decisions"][number]["played"];

function report(): GameReport {
  const decision = (step: number, seat: number, loss: number) => ({
    step,
    seat,
    played: action,
    best: action,
    played_value: 10 - loss,
    best_value: 10,
    loss,
    options: 4,
  });
  return {
    session: "s1",
    seats: [
      { name: "Ann", kind: { type: "human" } },
      { name: "Bo", kind: { type: "human" } },
    ],
    review: {
      game: "circle-the-wagons",
      decisions: [decision(0, 0, 0.2), decision(1, 1, 4.26), decision(2, 0, 2.04)],
      players: [
        { seat: 0, decisions: 2, as_good_as_best: 1, accuracy: 50, total_loss: 2.24 },
        { seat: 1, decisions: 1, as_good_as_best: 0, accuracy: 0, total_loss: 4.26 },
      ],
      turning_points: [1, 2],
    },
    moments: [
      { decision: 2, played: [], best: [] },
      { decision: 1, played: [], best: [] },
    ],
  } as unknown as GameReport;
}

describe("review figures", () => {
  it("lists every decision in the order played, each valued against the best", () => {
    expect(decisionRows(report())).toEqual([
      { move: 1, name: "Ann", played: 9.8, best: 10, good: true },
      { move: 2, name: "Bo", played: 5.7, best: 10, good: false },
      { move: 3, name: "Ann", played: 8, best: 10, good: false },
    ]);
  });

  it("names each player with whole-percent accuracy and the value given away in tenths", () => {
    expect(playerFigures(report())).toEqual([
      { seat: 0, name: "Ann", accuracy: 50, decisions: 2, asGoodAsBest: 1, givenAway: 2.2 },
      { seat: 1, name: "Bo", accuracy: 0, decisions: 1, asGoodAsBest: 0, givenAway: 4.3 },
    ]);
  });

  it("lists the turning points biggest first, each with its own moment", () => {
    const points = turningPoints(report());
    expect(points.map((p) => [p.rank, p.name, p.loss, p.decision.step, p.moment?.decision])).toEqual([
      [1, "Bo", 4.3, 1, 1],
      [2, "Ann", 2, 2, 2],
    ]);
  });
});

describe("a turning point's move drawn on its table", () => {
  const played = {
    "circle-the-wagons": { type: "take", slot: 1 },
  } as unknown as GameReport["review"]["decisions"][number]["played"];
  const best = {
    "circle-the-wagons": { type: "take", slot: 5 },
  } as unknown as GameReport["review"]["decisions"][number]["best"];
  const t = (id: string) => `<${id}>`;
  function point() {
    const r = report();
    r.review.decisions[1] = { ...r.review.decisions[1]!, played, best };
    return turningPoints(r)[0]!;
  }

  it("is the hard bot's move, by the seat that decided, named by the move's own line (not what followed)", () => {
    expect(boardMove(point(), "best", ["Bo takes the Fort.", "Year 2 begins."], t)).toEqual({
      action: best,
      seat: 1,
      kind: "best",
      label: "<review.bestMove>: Bo takes the Fort.",
    });
  });

  it("is the move played when the player toggles to it, named even without words", () => {
    expect(boardMove(point(), "played", [], t)).toEqual({
      action: played,
      seat: 1,
      kind: "played",
      label: "<review.playedMove>",
    });
  });
});

function fakeApi() {
  let resolve: (r: GameReport) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  let hear: (p: BotProgress) => void = () => {};
  const cancelled: string[] = [];
  const api: ReviewApi = {
    reviewGame: (_session, _playouts, onProgress) => {
      hear = onProgress;
      return new Promise<GameReport>((res, rej) => {
        resolve = res;
        reject = rej;
      });
    },
    cancelReview: async (session) => {
      cancelled.push(session);
      return null;
    },
  };
  return {
    api,
    cancelled,
    resolve: (r: GameReport) => resolve(r),
    reject: (e: unknown) => reject(e),
    hear: (p: BotProgress) => hear(p),
  };
}

describe("a review run", () => {
  it("shows the decisions judged, then the report", async () => {
    const fake = fakeApi();
    const run = new ReviewRun(fake.api, "s1");
    const done = run.start();
    fake.hear({ seat: 0, done: 2, total: 5 });
    expect(run.current).toEqual({ status: "thinking", progress: { seat: 0, done: 2, total: 5 } });
    fake.resolve(report());
    await done;
    expect(run.current.status).toBe("done");
  });

  it("is called off by the player: the backend is told, and a late answer is ignored", async () => {
    const fake = fakeApi();
    const run = new ReviewRun(fake.api, "s1");
    const done = run.start();
    run.cancel();
    expect(fake.cancelled).toEqual(["s1"]);
    expect(run.current.status).toBe("cancelled");
    fake.hear({ seat: 0, done: 3, total: 5 });
    fake.resolve(report());
    await done;
    expect(run.current.status).toBe("cancelled");
  });

  it("tells a refusal apart from a cancel", async () => {
    const fake = fakeApi();
    const run = new ReviewRun(fake.api, "s1");
    const done = run.start();
    fake.reject(new ApiError("review_game", { kind: "game-in-progress", message: "still in play" }));
    await done;
    expect(run.current).toEqual({ status: "failed", error: { kind: "game-in-progress", message: "still in play" } });
    const again = run.start();
    fake.reject(new ApiError("review_game", { kind: "bot-cancelled", message: "called off" }));
    await again;
    expect(run.current.status).toBe("cancelled");
  });
});

/**
 * The cheapest way to put each requested room into a room type when room types have a limited
 * number of rooms: a minimum-cost assignment, solved as a min-cost flow (source → requested
 * room → room type → sink, the last edge holding the rooms left). At most 8 requested rooms and a
 * handful of room types per hotel, so successive shortest paths with Bellman-Ford are plenty.
 *
 * `costs[r][t]` is the cost of requested room r in room type t, or undefined when it does not
 * fit; `capacity[t]` is how many rooms of type t are free. Answers the room type chosen for each
 * requested room and the total, or null when not every room can be placed.
 */
export function cheapestAssignment(
  costs: readonly (readonly (number | undefined)[])[],
  capacity: readonly number[],
): { total: number; choice: number[] } | null {
  const rooms = costs.length;
  const types = capacity.length;
  // Usually each room's cheapest type has rooms enough for every room that wants it.
  const greedy: number[] = [];
  const used = new Array<number>(types).fill(0);
  let total = 0;
  for (const row of costs) {
    let best = -1;
    for (let t = 0; t < types; t++) {
      const cost = row[t];
      if (cost !== undefined && capacity[t]! > 0 && (best < 0 || cost < row[best]!)) best = t;
    }
    if (best < 0) return null;
    greedy.push(best);
    used[best]! += 1;
    total += row[best]!;
  }
  if (used.every((n, t) => n <= capacity[t]!)) return { total, choice: greedy };
  return types ** rooms <= PLACEMENTS_TRIED ? cheapestByTrying(costs, capacity) : cheapestByFlow(costs, capacity);
}

/**
 * Up to this many placements (room types ^ rooms: 2 rooms in 4 types are 16), trying each is
 * quicker than building the flow network, and allocates nothing per try: a cold search prices
 * hundreds of hotels, a quarter of them with their cheapest type down to its last room.
 */
const PLACEMENTS_TRIED = 4096;

/** Every placement of the rooms that fits the rooms left, the cheapest kept (the first of equals). */
export function cheapestByTrying(
  costs: readonly (readonly (number | undefined)[])[],
  capacity: readonly number[],
): { total: number; choice: number[] } | null {
  const left = [...capacity];
  const current = new Array<number>(costs.length).fill(-1);
  let best: { total: number; choice: number[] } | null = null;
  const place = (room: number, total: number) => {
    if (room === costs.length) {
      if (!best || total < best.total) best = { total, choice: [...current] };
      return;
    }
    const row = costs[room]!;
    for (let t = 0; t < row.length; t++) {
      const cost = row[t];
      if (cost === undefined || left[t]! <= 0) continue;
      left[t]! -= 1;
      current[room] = t;
      place(room + 1, total + cost);
      left[t]! += 1;
    }
  };
  place(0, 0);
  return best;
}

/** The min-cost flow (successive shortest paths), for placements too many to try one by one. */
export function cheapestByFlow(
  costs: readonly (readonly (number | undefined)[])[],
  capacity: readonly number[],
): { total: number; choice: number[] } | null {
  const rooms = costs.length;
  const types = capacity.length;
  const nodes = rooms + types + 2;
  const source = 0;
  const sink = nodes - 1;
  const to: number[] = [];
  const cap: number[] = [];
  const cost: number[] = [];
  const from: number[] = [];
  const addEdge = (u: number, v: number, c: number, w: number) => {
    from.push(u, v);
    to.push(v, u);
    cap.push(c, 0);
    cost.push(w, -w);
  };
  for (let r = 0; r < rooms; r++) {
    addEdge(source, 1 + r, 1, 0);
    for (let t = 0; t < types; t++) {
      const w = costs[r]![t];
      if (w !== undefined) addEdge(1 + r, 1 + rooms + t, 1, w);
    }
  }
  for (let t = 0; t < types; t++) addEdge(1 + rooms + t, sink, Math.min(capacity[t]!, rooms), 0);

  let total = 0;
  for (let flow = 0; flow < rooms; flow++) {
    const dist = new Array<number>(nodes).fill(Infinity);
    const via = new Array<number>(nodes).fill(-1);
    dist[source] = 0;
    for (let round = 0; round < nodes; round++) {
      let changed = false;
      for (let e = 0; e < to.length; e++) {
        const u = from[e]!;
        if (cap[e]! > 0 && dist[u]! + cost[e]! < dist[to[e]!]!) {
          dist[to[e]!] = dist[u]! + cost[e]!;
          via[to[e]!] = e;
          changed = true;
        }
      }
      if (!changed) break;
    }
    if (dist[sink] === Infinity) return null;
    for (let v = sink; v !== source; v = from[via[v]!]!) {
      cap[via[v]!]! -= 1;
      cap[via[v]! ^ 1]! += 1;
    }
    total += dist[sink]!;
  }
  const choice = new Array<number>(rooms).fill(-1);
  for (let e = 0; e < to.length; e += 2) {
    const u = from[e]!;
    const v = to[e]!;
    if (u >= 1 && u <= rooms && v > rooms && v < sink && cap[e] === 0) choice[u - 1] = v - 1 - rooms;
  }
  return { total, choice };
}

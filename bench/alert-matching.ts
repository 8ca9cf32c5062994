import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import zipcodes from 'zipcodes';
import { migrateToLatest, openDatabase } from '#server/db/database.js';
import { alertsAround } from '#server/features/alerts/alert-matching.js';
import { corridorCells } from '#server/geo/corridor-cells.js';
import { METERS_PER_DEGREE } from '#server/geo/geometry.js';
import type { GeoPoint } from '#server/geo/types.js';
import { measure, round } from './stats.js';

const ALERTS = 100_000;
const CORRIDOR_METERS = 1000;
/** Homes: US ZIP centroids, so that commutes crowd where people live, as the national catalogue does. */
const ZIPS = Object.values(zipcodes.codes)
  .filter((code) => code.country === 'US' && code.latitude > 24 && code.latitude < 50)
  .sort((a, b) => a.zip.localeCompare(b.zip));

/** A seeded generator (mulberry32), so every run draws the same commutes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A commute of 5 to 35 km from a home in any direction, bending gently, with a point every ~300 m:
 * a router's line after the alert's simplification (straight stretches keep few points).
 */
function commute(next: () => number): GeoPoint[] {
  const zip = ZIPS[Math.floor(next() * ZIPS.length)] as (typeof ZIPS)[number];
  const hub = { lat: zip.latitude + (next() - 0.5) * 0.02, lng: zip.longitude + (next() - 0.5) * 0.02 };
  const km = 5 + next() * 30;
  const angle = next() * 2 * Math.PI;
  const cos = Math.cos((hub.lat * Math.PI) / 180);
  const start = { lat: hub.lat + (Math.sin(angle) * km * 1000) / METERS_PER_DEGREE, lng: hub.lng + (Math.cos(angle) * km * 1000) / (METERS_PER_DEGREE * cos) };
  const steps = Math.max(2, Math.round(km / 0.3));
  const bend = (next() - 0.5) * 0.04;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const sway = Math.sin(t * Math.PI) * bend;
    return { lat: start.lat + (hub.lat - start.lat) * t + sway * Math.cos(angle), lng: start.lng + (hub.lng - start.lng) * t - sway * Math.sin(angle) };
  });
}

/**
 * Matching one openings update against 100,000 saved-route alerts across the US in SQLite: the event's cell
 * lookup, the box test and the exact distance (docs/decisions/0024). The alerts are written
 * straight into the tables in one transaction, so the phase takes seconds rather than minutes.
 */
export async function alertMatchingFigures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'careroute-alerts-bench-'));
  const file = path.join(dir, 'alerts.sqlite');
  const db = openDatabase({ engine: 'sqlite', file });
  try {
    await migrateToLatest(db);
    const next = random(42);
    const fillBegan = performance.now();
    const raw = new SQLite(file);
    const now = new Date().toISOString();
    let cellRows = 0;
    const routes: GeoPoint[][] = [];
    raw.transaction(() => {
      raw.prepare(`insert into users (id, first_name, last_name, email_id, password_hash, address, phone_number, created_at, updated_at, role)
        values ('bench', 'Bench', 'Parent', 'bench@example.com', 'x', 'x', 'x', ?, ?, 'parent')`).run(now, now);
      const route = raw.prepare(`insert into saved_routes (id, user_id, origin, destination, waypoints, travel_mode, daycare_count, created_at)
        values (?, 'bench', ?, 'Hub', '[]', 'DRIVING', null, ?)`);
      const alert = raw.prepare(`insert into alerts (id, user_id, saved_route_id, label, place_lat, place_lng, corridor_meters, polyline,
        min_lat, max_lat, min_lng, max_lng, age_groups, max_monthly_tuition, open_until, email, created_at, updated_at)
        values (?, 'bench', ?, 'Commute', null, null, ?, '', ?, ?, ?, ?, '["infant"]', null, null, 'off', ?, ?)`);
      const cell = raw.prepare('insert into alert_cells (cell, alert_id, min_lat, max_lat, min_lng, max_lng, segments) values (?, ?, ?, ?, ?, ?, ?)');
      for (let i = 0; i < ALERTS; i += 1) {
        const line = commute(next);
        routes.push(line);
        const cells = corridorCells(line, CORRIDOR_METERS);
        const id = `a${i}`;
        route.run(`r${i}`, `Home ${i}`, now);
        const lats = cells.flatMap((each) => [each.minLat, each.maxLat]);
        const lngs = cells.flatMap((each) => [each.minLng, each.maxLng]);
        alert.run(id, `r${i}`, CORRIDOR_METERS, Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs), now, now);
        for (const each of cells) cell.run(each.cell, id, each.minLat, each.maxLat, each.minLng, each.maxLng, JSON.stringify(each.segments));
        cellRows += cells.length;
      }
    })();
    raw.close();
    const fillMs = performance.now() - fillBegan;

    // Programs reporting openings: points near the commutes (where programs and alerts both are), off the line by up to 2 km.
    const events: GeoPoint[] = Array.from({ length: 200 }, () => {
      const line = routes[Math.floor(next() * routes.length)] as GeoPoint[];
      const at = line[Math.floor(next() * line.length)] as GeoPoint;
      return { lat: at.lat + ((next() - 0.5) * 4000) / METERS_PER_DEGREE, lng: at.lng + ((next() - 0.5) * 4000) / METERS_PER_DEGREE };
    });
    let turn = 0;
    let matched = 0;
    const figures = await measure(
      async () => {
        const found = await alertsAround(db, events[turn % events.length] as GeoPoint);
        matched += found.length;
        turn += 1;
      },
      { runs: 1000, warmup: 100 },
    );
    return {
      alerts: ALERTS,
      alertCellRows: cellRows,
      fillMs: round(fillMs, 0),
      matchOpeningsUpdateMs: figures,
      meanAlertsMatched: round(matched / turn, 1),
    };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

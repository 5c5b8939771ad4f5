import type { Db } from "../../db/database";
import * as repo from "./agenda.repo";
import { readingDays } from "./feed-events";

// What other modules (the digest, bill reminders) ask of the agenda: the same queries the feed uses.

export const tasksDueBy = (db: Db, userId: number, date: string) => repo.openTasksDue(db, userId, date);

export const statementsDueBy = (db: Db, userId: number, date: string) => repo.unpaidStatements(db, userId, date);

export const episodesBetween = (db: Db, userId: number, from: string, to: string) =>
  repo.episodesAiring(db, userId, from, to);

export const readingDaysBetween = async (db: Db, userId: number, from: string, to: string) =>
  readingDays(await repo.readingsBetween(db, userId, from, to));

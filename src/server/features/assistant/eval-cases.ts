import { readFileSync } from 'node:fs';

/** The cases of one evaluation set: a JSON file in this folder, {about, cases}. */
export function readEvalCases<Case>(fileName: string): Case[] {
  return (JSON.parse(readFileSync(new URL(fileName, import.meta.url), 'utf8')) as { cases: Case[] }).cases;
}

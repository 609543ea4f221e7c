import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open-database";

// How long each finalize task ran, from pg-boss's own started/completed times: the recording
// figures read the status over HTTP, which adds the worker's polling; this does not. Run after
// the server has stopped (on PGlite one process holds the data directory). Prints JSON:
// { "<sessionId>": seconds }. Usage: finalize-task-times.ts <sessionId>...

const sessionIds = process.argv.slice(2);
const opened = await openConfiguredDatabase(loadConfig());
try {
  const result = (await opened.database.db.execute(sql`
    select data->>'sessionId' as "sessionId",
           extract(epoch from (completed_on - started_on))::float8 as seconds
    from pgboss.job
    where name = 'interviews.finalize-recording' and state = 'completed'
      and data->>'sessionId' in (${sql.join(
        sessionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
  `)) as unknown as { rows: { sessionId: string; seconds: number }[] };
  console.log(JSON.stringify(Object.fromEntries(result.rows.map((row) => [row.sessionId, row.seconds]))));
} finally {
  await opened.close();
}

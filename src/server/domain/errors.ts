// AppError and its helpers live in src/server/errors.ts, below the plugins (decision 0066). This
// re-export is kept only for domain/evaluation and domain/interviews/interviewer, which are being
// split into folders on another branch: point their imports at src/server/errors.ts and delete it.
export * from "../errors";

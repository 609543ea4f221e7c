import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The static ffmpeg binary shipped inside @ffmpeg-installer's platform package (installed
 * with the package, nothing downloaded). Its index throws on a platform it has no package
 * for; there the server falls back to an `ffmpeg` on PATH, and FFMPEG_PATH can name one.
 */
export function bundledFfmpegPath(): string {
  try {
    const installer = require("@ffmpeg-installer/ffmpeg") as { path: string };
    return installer.path;
  } catch {
    return "ffmpeg";
  }
}

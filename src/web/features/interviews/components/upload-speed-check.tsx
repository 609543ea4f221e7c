import { Gauge } from "lucide-react";
import { useEffect, useState } from "react";
import { checkUploadSpeed } from "../api/recording/check-upload-speed";
import { RECORDING_BITS_PER_SECOND } from "../lib/recorder/recorder-settings";

type Result = { kind: "checking" } | { kind: "measured"; bitsPerSecond: number } | { kind: "failed" };

const mbps = (bits: number) => (bits / 1_000_000).toFixed(1);

/** Times a short upload to our server and warns when it is slower than the recording. */
export function UploadSpeedCheck() {
  const [result, setResult] = useState<Result>({ kind: "checking" });
  useEffect(() => {
    const controller = new AbortController();
    checkUploadSpeed(controller.signal).then(
      (bitsPerSecond) => setResult({ kind: "measured", bitsPerSecond }),
      () => {
        if (!controller.signal.aborted) setResult({ kind: "failed" });
      },
    );
    return () => controller.abort();
  }, []);

  const needed = RECORDING_BITS_PER_SECOND;
  const slow = result.kind === "measured" && result.bitsPerSecond < needed * 1.2;
  return (
    <div className="grid gap-1 text-sm" role="status">
      <p className="flex items-center gap-2 font-medium">
        <Gauge className="size-4" aria-hidden="true" />
        Connection
      </p>
      {result.kind === "checking" ? <p className="text-muted-foreground">Checking your upload speed...</p> : null}
      {result.kind === "measured" && !slow ? (
        <p className="text-success">Upload speed about {mbps(result.bitsPerSecond)} Mbps: good for the interview.</p>
      ) : null}
      {slow && result.kind === "measured" ? (
        <p className="rounded-md border border-amber-200 bg-warning-tint p-3 text-warning">
          Your upload speed is about {mbps(result.bitsPerSecond)} Mbps; the interview records about {mbps(needed)} Mbps.
          You can still go ahead: answers wait on this device and upload as they can, but finishing may take longer. A
          faster connection (or Wi-Fi nearer the router) helps.
        </p>
      ) : null}
      {result.kind === "failed" ? (
        <p className="text-warning">
          We could not check your connection. You can still go ahead; answers are kept on this device until they upload.
        </p>
      ) : null}
    </div>
  );
}

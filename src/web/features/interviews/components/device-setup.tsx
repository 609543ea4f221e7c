import { useEffect } from "react";
import { Button } from "@web/components/ui/button";
import type { NoVideoMark } from "../lib/recorder/no-video-mark";
import type { MediaStreamState } from "../lib/recorder/use-media-stream";
import { BrowserWarnings } from "./browser-warnings";
import { DeviceStatusList } from "./device-status-list";
import { MicLevelMeter } from "./mic-level-meter";
import { PermissionHelp } from "./permission-help";
import { PracticeQuestion } from "./practice-question";
import { SelfView } from "./self-view";
import { UploadSpeedCheck } from "./upload-speed-check";

/**
 * Permissions and devices: the mirrored preview, each device's state, the microphone level,
 * the connection check and a practice answer. The interview starts only with both devices on
 * (and, after an interruption, once the earlier answers have uploaded).
 */
export function DeviceSetup({
  media,
  durable,
  noVideoBefore,
  waitingFor,
  onStart,
}: {
  media: MediaStreamState;
  /** False when this browser cannot keep chunks across a reload (IndexedDB unavailable). */
  durable: boolean;
  /** This browser's last recording gave no video: the candidate is warned, and may still try. */
  noVideoBefore: NoVideoMark | null;
  /** Why Start cannot be pressed yet besides the devices, e.g. earlier answers still uploading. */
  waitingFor: string | null;
  onStart: () => void;
}) {
  const { request } = media;
  useEffect(() => {
    void request();
  }, [request]);
  const ready = media.access?.camera === "enabled" && media.access.microphone === "enabled";

  return (
    <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">Device setup</h1>
        <p className="text-muted-foreground">Check that we can see and hear you, then start the interview.</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <SelfView stream={media.stream} className="aspect-video w-full" />
        <div className="grid content-start gap-4">
          <DeviceStatusList access={media.access} />
          <MicLevelMeter stream={media.stream} />
          {media.access?.error ? (
            <div className="grid gap-2">
              <p role="alert" className="text-sm font-medium text-rose-700">
                {media.access.error}
              </p>
              <Button variant="outline" onClick={() => void request()} loading={media.requesting}>
                Try again
              </Button>
            </div>
          ) : null}
          <UploadSpeedCheck />
        </div>
      </div>
      <BrowserWarnings durable={durable} noVideoBefore={noVideoBefore} />
      <PermissionHelp />
      <PracticeQuestion stream={media.stream} />
      <div className="grid justify-items-end gap-2">
        {waitingFor ? (
          <p role="status" className="text-sm text-muted-foreground">
            {waitingFor}
          </p>
        ) : null}
        <Button size="lg" disabled={!ready || waitingFor !== null} onClick={onStart} className="w-full sm:w-auto">
          Start Interview
        </Button>
      </div>
    </main>
  );
}

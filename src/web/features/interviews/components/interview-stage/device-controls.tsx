import { Camera, CameraOff, Mic, MicOff, Volume2, VolumeX } from "lucide-react";
import { Button } from "@web/components/ui/button";
import type { MediaStreamState } from "../../lib/recorder/use-media-stream";
import { canReadAloud } from "../../lib/recorder/use-read-aloud";

/** Camera, microphone and read-aloud switches beside the self-view. */
export function DeviceControls({
  media,
  providerSpeech,
  muted,
  onToggleMuted,
}: {
  media: MediaStreamState;
  providerSpeech: boolean;
  muted: boolean;
  onToggleMuted: () => void;
}) {
  const cameraOn = media.access?.camera === "enabled";
  const micOn = media.access?.microphone === "enabled";
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Devices">
      <Button variant="outline" aria-pressed={cameraOn} onClick={() => media.setEnabled("camera", !cameraOn)}>
        {cameraOn ? <Camera aria-hidden="true" /> : <CameraOff aria-hidden="true" />}
        {cameraOn ? "Camera on" : "Camera off"}
      </Button>
      <Button variant="outline" aria-pressed={micOn} onClick={() => media.setEnabled("microphone", !micOn)}>
        {micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
        {micOn ? "Microphone on" : "Microphone off"}
      </Button>
      {canReadAloud(providerSpeech) ? (
        <Button variant="ghost" aria-pressed={muted} onClick={onToggleMuted}>
          {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          {muted ? "Read aloud off" : "Read aloud on"}
        </Button>
      ) : null}
    </div>
  );
}

import type { NoVideoMark } from "../lib/recorder/no-video-mark";

/**
 * What the device check knows about this browser before the interview starts: that it cannot
 * keep answers across a reload, and that its last recording gave no video (decision 0076). Both
 * still let the candidate start.
 */
export function BrowserWarnings({ durable, noVideoBefore }: { durable: boolean; noVideoBefore: NoVideoMark | null }) {
  return (
    <>
      {noVideoBefore ? (
        <p role="status" className="rounded-md border border-amber-200 bg-warning-tint p-3 text-sm text-warning">
          The last time this browser recorded, it started the camera but sent us no video, so the interview stopped. You
          can try again here, as a browser update may have fixed it. If it stops again, please use another browser, such
          as Chrome or Firefox, or another device.
        </p>
      ) : null}
      {durable ? null : (
        <p role="status" className="rounded-md border border-amber-200 bg-warning-tint p-3 text-sm text-warning">
          This browser cannot keep your answers on the device (private browsing or storage turned off). Recording works,
          but keep this tab open until the interview is saved.
        </p>
      )}
    </>
  );
}

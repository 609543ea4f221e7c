import { useEffect, useRef } from "react";
import { cn } from "@web/lib/ui/cn";

/** The live camera, mirrored as people expect to see themselves; never recorded mirrored. */
export function SelfView({ stream, className }: { stream: MediaStream | null; className?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <div className={cn("relative overflow-hidden rounded-lg bg-slate-900", className)}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label="Your camera (mirrored preview)"
        className="size-full -scale-x-100 object-cover"
      />
    </div>
  );
}

import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { usePlayerControl } from "./player-controller";

/** The second a link into the recording asks for (`?t=252`), or null for none or nonsense. */
export function linkedSecond(searchParams: URLSearchParams): number | null {
  const text = searchParams.get("t");
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

/**
 * Inside a page's player controller: cues the player at the second the page's link names (a pool
 * search's spoken match links here), once per link, without playing it.
 */
export function StartAtLinkedSecond() {
  const [searchParams] = useSearchParams();
  const player = usePlayerControl();
  const seconds = linkedSecond(searchParams);
  useEffect(() => {
    if (player && seconds !== null) player.cue(seconds);
  }, [player, seconds]);
  return null;
}

/** Whether the browser believes it is online, and when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  /** Returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** navigator.onLine plus the window's online/offline events. */
export function browserConnectivity(target: Window = window): Connectivity {
  return {
    isOnline: () => target.navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener("online", online);
      target.addEventListener("offline", offline);
      return () => {
        target.removeEventListener("online", online);
        target.removeEventListener("offline", offline);
      };
    },
  };
}

import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { UploadContract } from "@shared/http/binary-contract";
import { upload, type UploadInput } from "./upload";

/**
 * A mutation that sends a file through an upload contract, with progress (0..1, null while
 * unknown) and a cancel. Starting again cancels the upload under way; leaving the screen cancels
 * it too, so no request outlives the page that started it.
 */
export function useUploadMutation<C extends UploadContract, Variables, TError = Error>(
  contract: C,
  toInput: (variables: Variables) => UploadInput<C>,
  options: Omit<UseMutationOptions<z.output<C["response"]>, TError, Variables>, "mutationFn">,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<z.output<C["response"]>, TError, Variables>({
    ...options,
    mutationFn: (variables) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      return upload(contract, toInput(variables), {
        signal: current.signal,
        onProgress: (next) => setProgress(next.fraction),
      });
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  return { ...mutation, progress, cancel };
}

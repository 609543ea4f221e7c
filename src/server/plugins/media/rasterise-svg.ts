import { Resvg, renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import { svgReferencesOutside } from "./svg-references";

export class UnreadableSvgError extends Error {
  constructor(
    message: string,
    /** "external": the file names a file or address outside itself; "unreadable": anything else. */
    readonly reason: "unreadable" | "external" = "unreadable",
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "UnreadableSvgError";
  }
}

/**
 * Draws an SVG as a PNG whose longest side is `maxSide` pixels, with resvg: a renderer, not a
 * browser, so scripts, event handlers, animations and links in the file do nothing. resvg would
 * read an `<image>` from a path on this server's disk, so an SVG that names anything outside
 * itself is refused before it is parsed. Only the picture survives; the SVG itself is never
 * served (decision 0036).
 */
export async function rasteriseSvg(svg: Buffer, maxSide: number): Promise<Buffer> {
  if (svgReferencesOutside(svg.toString("utf8"))) {
    throw new UnreadableSvgError("the SVG references files outside itself", "external");
  }
  const base: ResvgRenderOptions = { logLevel: "off" };
  let width: number;
  let height: number;
  try {
    // The size needs no fonts: loading them is what makes a render slow.
    const probe = new Resvg(svg, { ...base, font: { loadSystemFonts: false } });
    width = probe.width;
    height = probe.height;
  } catch (error) {
    throw new UnreadableSvgError("the SVG could not be parsed", "unreadable", { cause: error });
  }
  if (!(width > 0 && height > 0)) throw new UnreadableSvgError("the SVG has no size");
  const fitTo: ResvgRenderOptions["fitTo"] =
    width >= height ? { mode: "width", value: maxSide } : { mode: "height", value: maxSide };
  try {
    const rendered = await renderAsync(svg, { ...base, fitTo });
    return rendered.asPng();
  } catch (error) {
    throw new UnreadableSvgError("the SVG could not be drawn", "unreadable", { cause: error });
  }
}

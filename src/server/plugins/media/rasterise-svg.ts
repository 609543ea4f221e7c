import { Resvg, renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";

export class UnreadableSvgError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UnreadableSvgError";
  }
}

/**
 * Draws an SVG as a PNG whose longest side is `maxSide` pixels, with resvg: a renderer, not a
 * browser, so scripts, event handlers, animations and links in the file do nothing, and
 * external resources (images, fonts, stylesheets by URL) are never fetched. Only the picture
 * survives; the SVG itself is never served (decision 0036).
 */
export async function rasteriseSvg(svg: Buffer, maxSide: number): Promise<Buffer> {
  const base: ResvgRenderOptions = { logLevel: "off" };
  let width: number;
  let height: number;
  try {
    // The size needs no fonts: loading them is what makes a render slow.
    const probe = new Resvg(svg, { ...base, font: { loadSystemFonts: false } });
    width = probe.width;
    height = probe.height;
  } catch (error) {
    throw new UnreadableSvgError("the SVG could not be parsed", { cause: error });
  }
  if (!(width > 0 && height > 0)) throw new UnreadableSvgError("the SVG has no size");
  const fitTo: ResvgRenderOptions["fitTo"] =
    width >= height ? { mode: "width", value: maxSide } : { mode: "height", value: maxSide };
  try {
    const rendered = await renderAsync(svg, { ...base, fitTo });
    return rendered.asPng();
  } catch (error) {
    throw new UnreadableSvgError("the SVG could not be drawn", { cause: error });
  }
}

import { describe, expect, it } from "vitest";
import { svgReferencesOutside } from "./svg-references";

const withHref = (attribute: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image ${attribute}/></svg>`;

describe("svgReferencesOutside", () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'],
    [withHref('href="#logo"')],
    [withHref("xlink:href='#logo'")],
    [withHref('href="data:image/png;base64,iVBORw0KGgo="')],
    [withHref('href=" data:image/jpeg,abc"')],
    ['<svg><rect fill="url(#grad)" style="clip-path: url( \'#clip\' )"/></svg>'],
  ])("keeps a self-contained SVG: %s", (svg) => {
    expect(svgReferencesOutside(svg)).toBe(false);
  });

  it.each([
    [withHref('href="/etc/passwd"')],
    [withHref('xlink:href="secret.png"')],
    [withHref('href="file:///etc/passwd"')],
    [withHref('href="https://example.com/a.png"')],
    [withHref('href="&#47;etc&#47;passwd"')],
    [withHref('href="&#x2F;etc/passwd"')],
    [withHref('HREF="/etc/passwd"')],
    [withHref('href = "/etc/passwd"')],
    [withHref("href=/etc/passwd")],
    [withHref('href="data:image/svg+xml;base64,PHN2Zy8+"')],
    [withHref('href="javascript:alert(1)"')],
    ['<!DOCTYPE svg [<!ENTITY p "/etc/passwd">]><svg><image href="&p;"/></svg>'],
    ['<?xml-stylesheet href="/etc/style.css"?><svg/>'],
    ['<svg><style>@import "/etc/style.css";</style></svg>'],
    ['<svg><rect style="fill: url(/etc/pattern.svg#p)"/></svg>'],
    ['<svg><rect filter="url(&apos;file:///etc/x&apos;)"/></svg>'],
  ])("refuses one that names something outside itself: %s", (svg) => {
    expect(svgReferencesOutside(svg)).toBe(true);
  });
});

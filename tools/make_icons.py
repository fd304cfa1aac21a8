"""Write the app icons into a folder (dist/icons at build time): one SVG and the PNG sizes browsers need
to install the site as an app (192 and 512, a maskable 512, 180 for iOS, 32 for the tab).

usage: python tools/make_icons.py <out dir>

The picture is data (``SHAPES``): a round table with three player tokens in the colours and shapes
of the app's palette (orange circle, blue square, green triangle), on the accent colour. The SVG is
written from the same shapes, and the PNGs are drawn from their signed distances (one evaluation per
pixel, edges anti-aliased over one pixel), so no image tool is needed: standard library only, and
the same bytes on every build.
"""

from __future__ import annotations

import math
import pathlib
import struct
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass

Colour = tuple[int, int, int]
ACCENT: Colour = (0x8C, 0x2A, 0x1C)
PAPER: Colour = (0xFB, 0xF7, 0xEE)
INK: Colour = (0x1D, 0x1A, 0x16)
UNITS = 512  # the picture is drawn on a 512 x 512 grid


@dataclass(frozen=True)
class Shape:
    kind: str  # "circle", "box" (rounded square) or "polygon"
    points: tuple[tuple[float, float], ...]  # circle: (centre, (r, 0)); box: (corner, (size, radius))
    fill: Colour
    stroke: float = 0.0  # outline width in units (INK); 0: none


def _triangle(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    return ((cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75))


SHAPES = (
    Shape("circle", ((256, 256), (176, 0)), PAPER, 10),  # the table
    Shape("circle", ((256, 172), (50, 0)), (0xE6, 0x9F, 0x00), 9),  # orange circle
    Shape("box", ((142, 256), (92, 10)), (0x00, 0x72, 0xB2), 9),  # blue square
    Shape("polygon", _triangle(324, 304, 56), (0x00, 0x9E, 0x73), 9),  # green triangle
)


def _hex(c: Colour) -> str:
    return "#" + "".join(f"{v:02x}" for v in c)


def svg(maskable: bool = False) -> str:
    """The icon as SVG: a rounded square of the accent colour (maskable: the full square, the picture
    inside the safe circle of 80 %)."""
    scale = 0.8 if maskable else 1.0
    shift = UNITS * (1 - scale) / 2
    back = (f'<rect width="{UNITS}" height="{UNITS}" fill="{_hex(ACCENT)}"/>' if maskable else
            f'<rect width="{UNITS}" height="{UNITS}" rx="96" fill="{_hex(ACCENT)}"/>')
    parts = []
    for s in SHAPES:
        paint = f'fill="{_hex(s.fill)}" stroke="{_hex(INK)}" stroke-width="{s.stroke}"'
        if s.kind == "circle":
            (cx, cy), (r, _) = s.points
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" {paint}/>')
        elif s.kind == "box":
            (x, y), (size, radius) = s.points
            parts.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{radius}" {paint}/>')
        else:
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in s.points)
            parts.append(f'<polygon points="{pts}" stroke-linejoin="round" {paint}/>')
    inner = "".join(parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {UNITS} {UNITS}">{back}'
            f'<g transform="translate({shift} {shift}) scale({scale})">{inner}</g></svg>\n')


# --- drawing the PNGs ---------------------------------------------------------------------------------
def _distance(s: Shape) -> Callable[[float, float], float]:
    """The signed distance (units; negative inside) from a point to the shape's edge."""
    if s.kind == "circle":
        (cx, cy), (r, _) = s.points
        return lambda x, y: math.hypot(x - cx, y - cy) - r
    if s.kind == "box":
        (x0, y0), (size, radius) = s.points
        half = size / 2 - radius
        cx, cy = x0 + size / 2, y0 + size / 2

        def box(x: float, y: float) -> float:
            qx, qy = abs(x - cx) - half, abs(y - cy) - half
            return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
        return box
    edges = []
    pts = s.points
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1]):
        length = math.hypot(bx - ax, by - ay)
        nx, ny = (by - ay) / length, -(bx - ax) / length  # outward normal of a clockwise polygon
        edges.append((nx, ny, nx * ax + ny * ay))
    return lambda x, y: max(nx * x + ny * y - c for nx, ny, c in edges)


def _cover(d: float) -> float:
    """How much of a pixel lies inside an edge at signed distance ``d`` pixels."""
    return min(max(0.5 - d, 0.0), 1.0)


def _mix(under: Colour, over: Colour, alpha: float) -> Colour:
    return (round(under[0] + (over[0] - under[0]) * alpha), round(under[1] + (over[1] - under[1]) * alpha),
            round(under[2] + (over[2] - under[2]) * alpha))


def _background(size: int, maskable: bool) -> list[list[tuple[int, int, int, int]]]:
    rounded = Shape("box", ((0, 0), (UNITS, 0 if maskable else 96)), ACCENT)
    dist = _distance(rounded)
    k = UNITS / size
    rows = []
    for j in range(size):
        row = []
        for i in range(size):
            a = _cover(dist((i + 0.5) * k, (j + 0.5) * k) / k)
            row.append((*ACCENT, round(255 * a)))
        rows.append(row)
    return rows


def _paint(pixels: list[list[tuple[int, int, int, int]]], shape: Shape, size: int, scale: float) -> None:
    """Draw one shape (fill, then its outline) over the pixels, inside its bounding box only."""
    dist = _distance(shape)
    k = UNITS / size / scale  # units per pixel
    shift = UNITS * (1 - scale) / 2
    if shape.kind == "circle":
        (cx, cy), (r, _) = shape.points
        box = (cx - r, cy - r, cx + r, cy + r)
    elif shape.kind == "box":
        (x0, y0), (side, _) = shape.points
        box = (x0, y0, x0 + side, y0 + side)
    else:
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        box = (min(xs), min(ys), max(xs), max(ys))
    pad = shape.stroke + 2 * k

    def pixel(u: float) -> int:  # the pixel index of a unit coordinate
        return int((u * scale + shift) * size / UNITS)
    lo_i, hi_i = max(0, pixel(box[0] - pad)), min(size, pixel(box[2] + pad) + 2)
    lo_j, hi_j = max(0, pixel(box[1] - pad)), min(size, pixel(box[3] + pad) + 2)
    half = shape.stroke / 2
    for j in range(lo_j, hi_j):
        y = ((j + 0.5) * UNITS / size - shift) / scale
        row = pixels[j]
        for i in range(lo_i, hi_i):
            x = ((i + 0.5) * UNITS / size - shift) / scale
            d = dist(x, y) / k
            fill = _cover(d)
            line = _cover(abs(d) - half / k) if half else 0.0
            if fill <= 0 and line <= 0:
                continue
            r, g, b, a = row[i]
            colour = _mix((r, g, b), shape.fill, fill)
            colour = _mix(colour, INK, line)
            row[i] = (*colour, a)


def png_bytes(size: int, maskable: bool = False) -> bytes:
    pixels = _background(size, maskable)
    for shape in SHAPES:
        _paint(pixels, shape, size, 0.8 if maskable else 1.0)
    raw = b"".join(b"\0" + bytes(v for px in row for v in px) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


ICONS = {  # file -> (size, maskable)
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),  # iOS rounds the corners itself: a full square
    "icon-32.png": (32, False),
}


def main(out_dir: str) -> None:
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.svg").write_text(svg(), encoding="utf-8")
    for name, (size, maskable) in ICONS.items():
        (out / name).write_bytes(png_bytes(size, maskable))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])

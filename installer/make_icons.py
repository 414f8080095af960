"""Draw clubapp's icon (a playing card with a club) and write it as PNG, ICO and ICNS.

python installer/make_icons.py  — writes resources/icons/clubapp.{png,ico,icns}
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def draw(size: int = 512) -> Image.Image:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    margin, radius = size // 10, size // 12
    card = (margin + size // 16, margin // 2, size - margin - size // 16, size - margin // 2)
    pen.rounded_rectangle(card, radius, fill=(255, 253, 245), outline=(40, 70, 45),
                          width=max(2, size // 40))
    font = ImageFont.truetype(FONT, int(size * 0.55))
    pen.text((size / 2, size / 2 + size * 0.02), "♣", font=font, fill=(22, 96, 52), anchor="mm")
    small = ImageFont.truetype(FONT, int(size * 0.13))
    pen.text((card[0] + size * 0.07, card[1] + size * 0.04), "A", font=small,
             fill=(22, 96, 52), anchor="lt")
    return image


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    image = draw()
    image.save(ICONS / "clubapp.png")
    image.save(ICONS / "clubapp.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128),
                                             (256, 256)])
    image.save(ICONS / "clubapp.icns")


if __name__ == "__main__":
    main()

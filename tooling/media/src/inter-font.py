"""Cuts Inter for the English edition and measures it against its local fallback (issue 28).

Called by make-inter-font.ts with Debian's fontTools (`apt-get install python3-fonttools
python3-brotli`):

    python3 inter-font.py SOURCE.woff2 OUT.woff2 UNICODES SAMPLE.txt FALLBACK_REGULAR FALLBACK_BOLD

It writes OUT.woff2 (the weight axis cut to 400-700, the Latin code points only, the layout
features the site uses) and prints, as JSON, the metrics the fallback faces are fitted with.
"""

import io
import json
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

# The weights the site sets: body 400, labels 500-600, headings 700.
WEIGHTS = (400, 700)
# Kerning and marks, contextual forms, and tabular/proportional figures (font-variant-numeric).
FEATURES = ["kern", "mark", "mkmk", "calt", "ccmp", "locl", "tnum", "pnum"]


def cut(source: str, out: str, unicodes: str) -> None:
    font = TTFont(source)
    font = instancer.instantiateVariableFont(
        font, {"wght": WEIGHTS}, inplace=False
    )
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(buffer)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    font.flavor = "woff2"
    # The source's own date stays in the file, so a run with the same source writes the same bytes.
    font["head"].modified = TTFont(source)["head"].modified
    font.recalcTimestamp = False
    font.save(out)


def average_advance(font: TTFont, text: str) -> float:
    """The mean advance, in units of the em, over the sample's characters (kerning aside)."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    units = font["head"].unitsPerEm
    widths = [hmtx[cmap[ord(char)]][0] for char in text if ord(char) in cmap]
    return sum(widths) / len(widths) / units


def vertical(font: TTFont) -> dict:
    units = font["head"].unitsPerEm
    hhea = font["hhea"]
    return {
        "unitsPerEm": units,
        "ascent": hhea.ascent / units,
        "descent": -hhea.descent / units,
        "lineGap": hhea.lineGap / units,
    }


def main() -> None:
    source, out, unicodes, sample_path, fallback_regular, fallback_bold = sys.argv[1:7]
    cut(source, out, unicodes)
    with open(sample_path, encoding="utf-8") as handle:
        sample = handle.read()
    inter = TTFont(out)
    result = {"inter": vertical(inter), "sampleChars": len(sample), "faces": {}}
    for weight, fallback_path in ((400, fallback_regular), (700, fallback_bold)):
        instance = instancer.instantiateVariableFont(inter, {"wght": weight}, inplace=False)
        fallback = TTFont(fallback_path)
        result["faces"][str(weight)] = {
            "interAdvance": average_advance(instance, sample),
            "fallbackAdvance": average_advance(fallback, sample),
            "fallback": fallback["name"].getDebugName(4),
        }
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()

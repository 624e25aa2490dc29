"""The one frame a render draws into, recording where it drew: only those boxes are mapped to the PNG palette
again (the rest of the frame is the memoised, already indexed control layer), and put back from the memo's clean
copy once the frame is written. A measuring canvas records where a stroke would draw without drawing it."""

from PIL import Image, ImageDraw

Box = tuple[int, int, int, int]


class Canvas:
    """An RGB frame and the boxes drawn on since it was made."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.dirty: list[Box] = []

    @property
    def width(self) -> int:
        """The frame's width in pixels."""
        return self.image.width

    @property
    def height(self) -> int:
        """The frame's height in pixels."""
        return self.image.height

    def paste(self, image: Image.Image, at: tuple[int, int], mask: Image.Image | None = None) -> None:
        """Paste ``image`` (through ``mask``) with its top left at ``at``."""
        self.touch((at[0], at[1], at[0] + image.width, at[1] + image.height))
        self.image.paste(image, at, mask)

    def paste_solid(self, sprite: Image.Image, at: tuple[int, int], solid: Box) -> None:
        """Paste an RGBA sprite through its own alpha, as ``paste`` would, when it is fully opaque inside ``solid``
        (a box of the sprite: see ``solid_box``): that box is copied (blending at full alpha gives the sprite's own
        pixels), only the strips round it are blended."""
        x, y = at
        self.touch((x, y, x + sprite.width, y + sprite.height))
        x0, y0, x1, y1 = solid
        self.image.im.paste(sprite.im.crop(solid), (x + x0, y + y0, x + x1, y + y1))
        width, height = sprite.size
        for part in ((0, 0, width, y0), (0, y1, width, height), (0, y0, x0, y1), (x1, y0, width, y1)):
            if part[0] < part[2] and part[1] < part[3]:
                piece = sprite.im.crop(part)
                self.image.im.paste(piece, (x + part[0], y + part[1], x + part[2], y + part[3]), piece)

    def draw(self, box: tuple[float, float, float, float]) -> ImageDraw.ImageDraw:
        """A drawing context for shapes that stay inside ``box``."""
        self.touch((int(box[0]) - 2, int(box[1]) - 2, int(box[2]) + 3, int(box[3]) + 3))
        return ImageDraw.Draw(self.image)

    def pen(self) -> ImageDraw.ImageDraw:
        """A drawing context for shapes whose boxes were touched already (``touch``)."""
        return ImageDraw.Draw(self.image)

    def magnified(self, region: Box, size: tuple[int, int]) -> Image.Image:
        """``region`` of the frame as drawn so far, resized to ``size``."""
        return self.image.crop(region).resize(size, Image.Resampling.BILINEAR)

    def touch(self, box: Box) -> None:
        """Note that ``box`` is about to be drawn on (clipped to the frame)."""
        x0, y0 = max(0, box[0]), max(0, box[1])
        x1, y1 = min(self.width, box[2]), min(self.height, box[3])
        if x0 < x1 and y0 < y1:
            self.dirty.append((x0, y0, x1, y1))


class MeasuringCanvas(Canvas):
    """A canvas of a frame's size that records the boxes drawn on and draws nothing (shapes go to one pixel)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(Image.new("RGB", (1, 1)))
        self._size = size

    @property
    def width(self) -> int:
        """The measured frame's width in pixels."""
        return self._size[0]

    @property
    def height(self) -> int:
        """The measured frame's height in pixels."""
        return self._size[1]

    def paste(self, image: Image.Image, at: tuple[int, int], mask: Image.Image | None = None) -> None:
        """Record where ``image`` would go."""
        self.touch((at[0], at[1], at[0] + image.width, at[1] + image.height))

    def paste_solid(self, sprite: Image.Image, at: tuple[int, int], solid: Box) -> None:
        """Record where ``sprite`` would go."""
        self.touch((at[0], at[1], at[0] + sprite.width, at[1] + sprite.height))

    def magnified(self, region: Box, size: tuple[int, int]) -> Image.Image:
        """A blank image of ``size`` (only its size is measured)."""
        return Image.new("1", size)


def solid_box(sprite: Image.Image) -> Box | None:
    """The box round an RGBA sprite's fully opaque pixels when every pixel inside it is opaque, else None."""
    alpha = sprite.getchannel("A")
    box = alpha.point(lambda v: 255 if v == 255 else 0).getbbox()
    if box is None or alpha.crop(box).getextrema() != (255, 255):
        return None
    return box


def merged(boxes: list[Box], slack: int = 6000) -> list[Box]:
    """Fewer, larger boxes covering ``boxes``: two are joined when their union is at most ``slack`` pixels larger
    than the two apart (each box mapped to the palette has a fixed cost besides its area). One sweep down the
    frame: a box is only tried against the boxes still open above it, and a box is closed once the gap below it
    is too tall for any join to pay, so a frame's hundred boxes cost a few hundred tries, not thousands."""
    done: list[Box] = []
    open_boxes: list[tuple[int, int, int, int, int]] = []  # each box with its area, kept to spare recomputing it
    for x0, y0, x1, y1 in sorted(boxes, key=lambda b: (b[1], b[0])):
        area = (x1 - x0) * (y1 - y0)
        still_open = []
        for other in open_boxes:
            if (y0 - other[3]) * (other[2] - other[0]) > slack:
                done.append(other[:4])
            else:
                still_open.append(other)
        open_boxes = still_open
        joined = True
        while joined:
            joined = False
            for index, (a0, b0, a1, b1, other_area) in enumerate(open_boxes):
                u0, v0 = (x0 if x0 < a0 else a0), (y0 if y0 < b0 else b0)
                u1, v1 = (x1 if x1 > a1 else a1), (y1 if y1 > b1 else b1)
                union_area = (u1 - u0) * (v1 - v0)
                if union_area <= area + other_area + slack:
                    x0, y0, x1, y1, area, joined = u0, v0, u1, v1, union_area, True
                    del open_boxes[index]
                    break
        open_boxes.append((x0, y0, x1, y1, area))
    return done + [other[:4] for other in open_boxes]

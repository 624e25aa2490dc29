"""Project lon/lat geometry to the pixels of a map frame."""

import numpy as np
import shapely
from pyproj import Transformer
from shapely.geometry.base import BaseGeometry

LOCAL_MOST = 2.0
"""A local lens ``1 + s·exp(-u²)`` keeps its radial scale ``1 + s·exp(-u²)·(1 - 2u²)`` positive for s < 2.24."""


class PixelProjection:
    """lon/lat to pixels: a proj string fitted so that a lon/lat box fills a frame of ``size`` pixels."""

    def __init__(
        self,
        proj: str,
        bbox: tuple[float, float, float, float],
        size: tuple[int, int],
        extent: tuple[float, float, float, float] | None = None,
        lens: tuple[float, float, float, float] | None = None,
        local: bool = False,
    ) -> None:
        """Fit ``extent`` (projected metres: xmin, ymin, xmax, ymax), or else ``bbox``'s outline, to the frame.

        ``lens`` (lon, lat, radius in metres, strength) magnifies the crowded middle of a map by ``1 + strength``
        and squeezes its edges, smoothly (a fisheye); ``extent`` is then measured after the lens. A ``local`` lens
        magnifies its middle as much but fades out within a few radii, leaving the far parts of the map where they
        were (for a crowded corner of a wide map); its strength stays below 2 so that it never folds the map.
        """
        if local and lens is not None and not 0 < lens[3] < LOCAL_MOST:
            raise ValueError(f"a local lens's strength must be between 0 and {LOCAL_MOST}")
        self._local = local
        self.proj = proj
        self._transformer = Transformer.from_crs("EPSG:4326", proj, always_xy=True)
        self._lens = None
        if lens is not None:
            cx, cy = self._transformer.transform(lens[0], lens[1])
            self._lens = (cx, cy, lens[2], lens[3])
        if extent is None:
            west, south, east, north = bbox
            edge = np.linspace(0, 1, 64)
            lons = np.concatenate([west + (east - west) * edge, np.full(64, east), east - (east - west) * edge,
                                   np.full(64, west)])  # fmt: skip
            lats = np.concatenate([np.full(64, south), south + (north - south) * edge, np.full(64, north),
                                   north - (north - south) * edge])  # fmt: skip
            x, y = self._metres(lons, lats)
            extent = (x.min(), y.min(), x.max(), y.max())
        xmin, ymin, xmax, ymax = extent
        width, height = size
        self.scale = max(width / (xmax - xmin), height / (ymax - ymin))
        self._x0 = (xmax + xmin) / 2 - width / 2 / self.scale
        self._y1 = (ymax + ymin) / 2 + height / 2 / self.scale

    def fit(self, geometry: BaseGeometry, width: int, margin: float) -> tuple[int, int]:
        """Refit so ``geometry`` (lon/lat) spans ``width`` pixels less margins; returns the frame size that holds it."""
        coords = shapely.get_coordinates(geometry)
        x, y = self._metres(coords[:, 0], coords[:, 1])
        self.scale = (width - 2 * margin) / (x.max() - x.min())
        self._x0 = x.min() - margin / self.scale
        self._y1 = y.max() + margin / self.scale
        return width, round((y.max() - y.min()) * self.scale + 2 * margin)

    def xy(self, lon: np.ndarray | float, lat: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
        """Pixel coordinates of lon/lat points."""
        x, y = self._metres(lon, lat)
        return (x - self._x0) * self.scale, (self._y1 - y) * self.scale

    def _metres(self, lon: np.ndarray | float, lat: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
        """Projected coordinates, through the lens if there is one."""
        x, y = (np.asarray(v, dtype=np.float64) for v in self._transformer.transform(lon, lat))
        if self._lens is None:
            return x, y
        cx, cy, radius, strength = self._lens
        distance = np.hypot(x - cx, y - cy) / radius
        local = 1 + strength * np.exp(-(distance**2))
        factor = local if self._local else (1 + strength) / (1 + strength * distance)
        return cx + (x - cx) * factor, cy + (y - cy) * factor

    def point(self, lon: float, lat: float) -> tuple[float, float]:
        """One lon/lat point in pixels."""
        x, y = self.xy(lon, lat)
        return float(x), float(y)

    def geometry(self, geometry: BaseGeometry, step: float = 0.25) -> BaseGeometry:
        """A lon/lat geometry in pixels; long straight edges are densified first so they follow the projection."""
        dense = shapely.segmentize(geometry, step)
        return shapely.transform(dense, lambda c: np.column_stack(self.xy(c[:, 0], c[:, 1])))

"""Build-time map tooling: read real geography, project it to pixels and write ``maps/<id>/map.json``.

Dev-only: needs the ``mapbuild`` extra (numpy, shapely, pyproj). The running bot never imports this package.
"""

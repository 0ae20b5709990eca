"""The game's data, kept at the top of the repository where designers find it, goes into the
package at build time: levels/ becomes game/levels and assets/ game/assets in the wheel (read
through game.core.paths). Everything else about the project is in pyproject.toml."""

from setuptools import Extension, find_packages, setup

SHIPPED = {"game.levels": "levels", "game.assets": "assets"}

setup(
    packages=find_packages(include=["game", "game.*"]) + list(SHIPPED),
    package_dir=SHIPPED,
    package_data={package: ["**/*"] for package in SHIPPED},
    # The Tactrics solver's compiled core: optional, so that an install without a C compiler
    # still works (the solver then runs the same search in Python, slower).
    ext_modules=[
        Extension(
            "game.tactrics._search_core",
            ["game/tactrics/_search_core.c"],
            optional=True,
        )
    ],
)

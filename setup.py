"""Only what pyproject.toml cannot say: the top-level `data/` folder is installed as `rules.data`.

Packages are still discovered (a new game under rules/ or data/ needs no entry here); the data keeps
its place at the top of the repository but is not installed as a top-level package `data`, a name
other distributions take. Its files are listed by `package-data` in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

CODE = find_namespace_packages(include=["rules", "rules.*", "tui", "tui.*"], exclude=["*.__pycache__"])
# Each game's data folder is named too, or setuptools warns that it "would be ignored".
DATA = ["rules.data"] + [
    f"rules.data.{name}" for name in find_namespace_packages(where="data", exclude=["*__pycache__*"])
]

setup(packages=CODE + DATA, package_dir={"rules.data": "data"})

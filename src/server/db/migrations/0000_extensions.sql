-- btree_gist lets exclusion constraints mix equality (camper) with range overlap (dates).
CREATE EXTENSION IF NOT EXISTS btree_gist;

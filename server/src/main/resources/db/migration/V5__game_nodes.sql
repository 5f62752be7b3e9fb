-- Many nodes (issue 20): the node of a cluster that runs a game. A node restores only its own
-- running games when it starts again; NULL is a server of its own, as every game before this.
ALTER TABLE games ADD COLUMN node VARCHAR(32);

"""An evening of card tables: the evenings list, the open evening, a table's setup, score form, deals and undo, the cribbage board, the chips."""

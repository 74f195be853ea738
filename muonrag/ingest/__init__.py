"""Reading files into documents and chunks."""

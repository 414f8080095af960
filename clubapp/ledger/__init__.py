"""clubapp.ledger"""

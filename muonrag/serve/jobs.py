"""Answers being made for the page: each runs in a worker thread while its page polls.

A job's id is random and unguessable; at most ``limit`` jobs are kept, the
oldest finished ones dropped first. A job that outlives its time limit is
reported as such (its thread finishes on its own, its answer unused).
"""

from __future__ import annotations

import secrets
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Optional


@dataclass
class Job:
    """One question being answered: its future holds the answer or the error that ended it."""

    id: str
    question: str
    future: Future
    started: float = field(default_factory=time.monotonic)

    @property
    def elapsed(self) -> float:
        """Seconds since the job started."""
        return time.monotonic() - self.started


class Jobs:
    """The app's jobs, run on a small pool of worker threads."""

    def __init__(self, workers: int = 4, limit: int = 64):
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="muonrag-answer")
        self._jobs: dict[str, Job] = {}
        self._lock = threading.Lock()
        self.limit = limit

    def start(self, question: str, work: Callable[[], Any]) -> Job:
        """Run ``work`` for ``question`` in a worker thread; the job is returned at once."""
        job = Job(id=secrets.token_urlsafe(12), question=question, future=self._pool.submit(work))
        with self._lock:
            self._jobs[job.id] = job
            finished = [j for j in self._jobs.values() if j.future.done()]
            for old in finished[:max(0, len(self._jobs) - self.limit)]:
                del self._jobs[old.id]
        return job

    def get(self, job_id: str) -> Optional[Job]:
        """The job with this id, or ``None`` (unknown, or dropped)."""
        with self._lock:
            return self._jobs.get(job_id)

    def close(self) -> None:
        """Stop taking jobs; running ones are left to finish in their threads."""
        self._pool.shutdown(wait=False, cancel_futures=True)

"""Answers being made: each runs in one of a few worker threads, in a queue of bounded length.

A job's id is random and unguessable. At most ``max_pending`` answers wait or
run at once: one more is refused (:class:`QueueFull`, a 429 for the client)
rather than queued without end. A job whose client is gone is cancelled: one
still queued never starts, one running stops at its next request to the LLM
endpoint (:mod:`muonrag.llm.cancel`). A page's client is gone when it has
not asked for the job's page for ``abandon_after`` seconds (the page asks
every second while it waits); an API client, when its connection closes.
At most ``keep`` jobs are kept for their pages, the oldest finished ones
dropped first.
"""

from __future__ import annotations

import secrets
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from muonrag.llm.cancel import cancellable


class QueueFull(Exception):
    """Every answer slot is taken; ``retry_after`` is a fair guess of the seconds until one frees."""

    def __init__(self, pending: int, retry_after: float):
        super().__init__(f"{pending} answers are already being made")
        self.pending = pending
        self.retry_after = retry_after


@dataclass
class Job:
    """One question being answered: its future holds the answer or the error that ended it."""

    id: str
    question: str
    future: Future
    flag: threading.Event = field(default_factory=threading.Event)
    started: float = field(default_factory=time.monotonic)
    seen: float = field(default_factory=time.monotonic)

    @property
    def elapsed(self) -> float:
        """Seconds since the job started."""
        return time.monotonic() - self.started

    @property
    def cancelled(self) -> bool:
        """Whether the job was cancelled (its client gone)."""
        return self.flag.is_set()

    def cancel(self) -> None:
        """Cancel the job: dropped from the queue when it has not started, stopped at its next checkpoint when it has."""
        self.flag.set()
        self.future.cancel()


class Jobs:
    """The app's answers, made by ``workers`` threads, at most ``max_pending`` waiting or running at once."""

    def __init__(self, workers: int = 4, keep: int = 64, max_pending: int = 16, abandon_after: float = 15.0):
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="muonrag-answer")
        self._jobs: dict[str, Job] = {}
        self._lock = threading.Lock()
        self.workers = workers
        self.keep = keep
        self.max_pending = max_pending
        self.abandon_after = abandon_after

    def pending(self) -> int:
        """Answers waiting or running (not cancelled)."""
        with self._lock:
            return self._pending()

    def start(self, question: str, work: Callable[[], Any], watched: bool = True) -> Job:
        """Queue ``work`` for ``question``; the job is returned at once.

        ``watched``: the job is cancelled when its page is not asked for within
        ``abandon_after`` seconds (see :meth:`get`); an unwatched job (an API
        request) is cancelled by its caller.

        Raises:
            QueueFull: ``max_pending`` answers are already waiting or running.
        """
        flag = threading.Event()

        def run() -> Any:
            with cancellable(flag):
                return work()

        with self._lock:
            pending = self._pending()
            if pending >= self.max_pending:
                raise QueueFull(pending, retry_after=self._retry_after(pending))
            job = Job(id=secrets.token_urlsafe(12), question=question, future=self._pool.submit(run), flag=flag,
                      seen=float("inf") if not watched else time.monotonic())
            self._jobs[job.id] = job
            finished = [j for j in self._jobs.values() if j.future.done()]
            for old in finished[:max(0, len(self._jobs) - self.keep)]:
                del self._jobs[old.id]
        return job

    def get(self, job_id: str) -> Optional[Job]:
        """The job with this id, or ``None`` (unknown, or dropped); asking for it counts as its client being there."""
        with self._lock:
            job = self._jobs.get(job_id)
            if job is not None and job.seen != float("inf"):
                job.seen = time.monotonic()
            return job

    def _pending(self) -> int:
        """Answers waiting or running and not cancelled, once the abandoned ones are cancelled (under the lock)."""
        self._sweep()
        return sum(1 for j in self._jobs.values() if not j.future.done() and not j.cancelled)

    def _sweep(self) -> None:
        """Cancel the watched jobs nobody asked for within ``abandon_after`` seconds (under the lock)."""
        now = time.monotonic()
        for job in self._jobs.values():
            if not job.future.done() and not job.cancelled and now - job.seen > self.abandon_after:
                job.cancel()

    def _retry_after(self, pending: int) -> float:
        """A guess of the seconds until a slot frees: the mean age of the running answers, at least 1."""
        running = [j.elapsed for j in self._jobs.values() if j.future.running()]
        return max(1.0, round(sum(running) / len(running), 0)) if running else 1.0

    def close(self) -> None:
        """Stop taking jobs; queued ones are dropped, running ones cancelled at their next checkpoint."""
        with self._lock:
            for job in self._jobs.values():
                if not job.future.done():
                    job.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
